import { ROLES } from '@cuvee/domain';
import { z } from 'zod';
import { SuccessMessage } from './common.ts';
import { defineRoute } from './http/route.ts';
import { PublicUser } from './users.ts';
import { emailSchema, passwordSchema, personNameSchema, usernameSchema } from './validation/index.ts';
import { codeIssue, msg } from './validation/messages.ts';

export const Role = z.enum(ROLES);

/** Username or e-mail in either field, as the spec's credentials allow. */
export const LoginBody = z
  .object({
    username: z.string().trim().max(254).optional(),
    email: z.string().trim().max(254).optional(),
    password: z
      .string({
        error: (issue) => (issue.input === undefined ? codeIssue(issue, 'required') : undefined),
      })
      .min(1, msg('required'))
      .max(200),
  })
  .refine((b) => Boolean(b.username || b.email), {
    ...msg('identifierRequired'),
    path: ['email'],
  });
export type LoginBody = z.infer<typeof LoginBody>;

export const MasterAccountSummary = z.object({
  id: z.string(),
  email: z.string(),
  users: z.array(
    z.object({
      id: z.string(),
      username: z.string(),
      email: z.string(),
      role: Role,
      /** The shop the account works for: its active one, else the one that suspended it. */
      shopName: z.string().nullable(),
      /**
       * Whether the account can be opened (issue 28, decision 0169): 'active' (a shop, or none
       * needed), 'suspended' (a collaborator every shop of whom suspended them), 'pending' (an
       * agent awaiting a shop's answer), 'none' (a collaborator no shop keeps any more).
       */
      state: z.enum(['active', 'suspended', 'pending', 'none']),
    }),
  ),
});
export type MasterAccountSummary = z.infer<typeof MasterAccountSummary>;

export const LoginResponse = z.object({
  success: z.literal(true),
  user: PublicUser.nullable(),
  jwt: z.string(),
  expiresAt: z.string(),
  masterAccount: MasterAccountSummary.nullable(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const SwitchAccountBody = z.object({ userId: z.uuid(msg('idInvalid')) });

const identity = {
  email: emailSchema,
  password: passwordSchema,
  firstname: personNameSchema,
  lastname: personNameSchema,
  username: usernameSchema.optional(),
};

export const RegisterBuyerBody = z.object({
  ...identity,
  /** Public code of the shop whose page the buyer registers from (?id=). */
  shopCode: z.string().trim().max(64).optional(),
  isPro: z.boolean().default(false),
  business: z
    .object({ reason: z.string().max(200).optional(), name: z.string().max(200).optional() })
    .optional(),
  acceptTerms: z.literal(true, msg('termsRequired')),
});
export const RegisterSellerBody = z.object({
  ...identity,
  shopName: z.string().trim().min(2, msg('shopNameTooShort')).max(120),
  businessType: z.enum(['wine', 'champaign', 'beer', 'spirit', 'cider', 'other']).default('wine'),
  acceptTerms: z.literal(true, msg('termsRequired')),
});
export const RegisterAgentBody = z.object({
  ...identity,
  shopCode: z.string().trim().max(64).optional(),
  acceptTerms: z.literal(true, msg('termsRequired')),
});

export const TokenBody = z.object({
  token: z.string().trim().min(20, msg('tokenInvalid')).max(200),
});
export const ResetRequestBody = z.object({ email: emailSchema });
export const ResetPasswordBody = z.object({
  token: z.string().trim().min(20, msg('tokenInvalid')).max(200),
  password: passwordSchema,
});
export const ChangePasswordBody = z.object({
  currentPassword: z.string().min(1, msg('required')).max(200),
  newPassword: passwordSchema,
});

export const ChangePasswordResponse = SuccessMessage.extend({ jwt: z.string() });
export const RefreshResponse = LoginResponse.omit({ masterAccount: true });
// The message is declared here, not taken from SuccessMessage: the web's production build gives
// common.ts an inert zod (decision 0017), which a real schema must not hold.
export const RegisterResponse = LoginResponse.extend({ message: z.string().optional() });
/**
 * A registration's answer, the same whether the address already has an account or not
 * (decision 0027, addendum on registration): no session, a message about the mailbox.
 */
export const RegisterAccepted = z.object({ success: z.literal(true), message: z.string() });

const register = (
  who: string,
  body: typeof RegisterBuyerBody | typeof RegisterSellerBody | typeof RegisterAgentBody,
) =>
  ({
    method: 'POST',
    access: 'session.open',
    summary: who,
    tags: ['auth'],
    body,
    response: RegisterAccepted,
    errors: [400, 404, 409, 429],
  }) as const;

/** Signing in and out, registration, e-mail confirmation and password reset (spec §3). */
export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/v1/auth/login',
    access: 'session.open',
    summary: 'Sign in with username or e-mail; a master account answers its users',
    tags: ['auth'],
    body: LoginBody,
    response: LoginResponse,
    errors: [400, 401, 403, 429],
  }),
  switchAccount: defineRoute({
    method: 'POST',
    path: '/v1/auth/switch-account',
    access: 'account.switch',
    summary: 'Switch a master-account session to one of its users',
    tags: ['auth'],
    body: SwitchAccountBody,
    response: LoginResponse,
    errors: [400, 401, 403],
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/v1/auth/refresh',
    access: 'account.read',
    summary: 'Renew a still-valid session token, never past the absolute lifetime of its session',
    tags: ['auth'],
    response: RefreshResponse,
    errors: [401],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/v1/auth/logout',
    access: 'session.open',
    summary: 'Sign out: the session is revoked, its tokens are refused from then on',
    tags: ['auth'],
    response: SuccessMessage,
    errors: [],
  }),
  registerBuyer: defineRoute({
    ...register('Register a buyer, attached to the shop of shopCode', RegisterBuyerBody),
    path: '/v1/auth/register/buyer',
    body: RegisterBuyerBody,
  }),
  registerSeller: defineRoute({
    ...register('Register a seller: creates the shop and its owner', RegisterSellerBody),
    path: '/v1/auth/register/seller',
    body: RegisterSellerBody,
  }),
  registerAgent: defineRoute({
    ...register('Register a sales agent', RegisterAgentBody),
    path: '/v1/auth/register/agent',
    body: RegisterAgentBody,
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/v1/users/me/password',
    access: 'account.write',
    summary: 'Change the password (other sessions are signed out); answers a fresh jwt',
    tags: ['users'],
    body: ChangePasswordBody,
    response: ChangePasswordResponse,
    errors: [400, 401, 422, 429],
  }),
  validate: defineRoute({
    method: 'POST',
    path: '/v1/auth/validate',
    access: 'session.open',
    summary: 'Confirm an e-mail address with the mailed link; answers a session, as sign-in does',
    tags: ['auth'],
    body: TokenBody,
    response: RegisterResponse,
    errors: [400],
  }),
  requestReset: defineRoute({
    method: 'POST',
    path: '/v1/auth/reset-password/request',
    access: 'session.open',
    summary: 'Send a password reset link (same answer whether the address exists or not)',
    tags: ['auth'],
    body: ResetRequestBody,
    response: SuccessMessage,
    errors: [400, 429],
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/v1/auth/reset-password',
    access: 'session.open',
    summary: 'Choose a new password with a reset link',
    tags: ['auth'],
    body: ResetPasswordBody,
    response: SuccessMessage,
    errors: [400],
  }),
};
