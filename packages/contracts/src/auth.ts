import { ROLES } from '@cuvee/domain';
import { z } from 'zod';
import { SuccessMessage } from './common.ts';
import { defineRoute } from './http/route.ts';
import { PublicUser } from './users.ts';
import { emailSchema, passwordSchema, requiredString, usernameSchema } from './validation/index.ts';

export const Role = z.enum(ROLES);

/** Username or e-mail in either field, as the spec's credentials allow. */
export const LoginBody = z
  .object({
    username: z.string().trim().max(254).optional(),
    email: z.string().trim().max(254).optional(),
    password: z
      .string({
        error: (issue) => (issue.input === undefined ? 'Ce champ ne peut pas être vide' : undefined),
      })
      .min(1, { error: 'Ce champ ne peut pas être vide' })
      .max(200),
  })
  .refine((b) => Boolean(b.username || b.email), {
    error: 'Veuillez renseigner votre e-mail ou votre identifiant',
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
      shopName: z.string().nullable(),
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

export const SwitchAccountBody = z.object({ userId: z.uuid({ error: "L'identifiant n'est pas valide" }) });

const identity = {
  email: emailSchema,
  password: passwordSchema,
  firstname: requiredString,
  lastname: requiredString,
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
  acceptTerms: z.literal(true, { error: "Veuillez accepter les conditions générales d'utilisation" }),
});
export const RegisterSellerBody = z.object({
  ...identity,
  shopName: z
    .string()
    .trim()
    .min(2, { error: 'Le nom de la boutique doit contenir au moins 2 caractères' })
    .max(120),
  businessType: z.enum(['wine', 'champaign', 'beer', 'spirit', 'cider', 'other']).default('wine'),
  acceptTerms: z.literal(true, { error: "Veuillez accepter les conditions générales d'utilisation" }),
});
export const RegisterAgentBody = z.object({
  ...identity,
  shopCode: z.string().trim().max(64).optional(),
  acceptTerms: z.literal(true, { error: "Veuillez accepter les conditions générales d'utilisation" }),
});

export const TokenBody = z.object({
  token: z.string().trim().min(20, { error: "Le lien n'est pas valide" }).max(200),
});
export const ResetRequestBody = z.object({ email: emailSchema });
export const ResetPasswordBody = z.object({
  token: z.string().trim().min(20, { error: "Le lien n'est pas valide" }).max(200),
  password: passwordSchema,
});

export const RegisterResponse = LoginResponse.extend({ message: z.string().optional() });
export const RefreshResponse = LoginResponse.omit({ masterAccount: true });

const tags = ['auth'];
const register = <const P extends `/v1/auth/register/${string}`, B extends z.ZodType>(
  path: P,
  summary: string,
  body: B,
) =>
  defineRoute({
    method: 'POST',
    path,
    access: 'account.register',
    summary,
    tags,
    body,
    response: RegisterResponse,
    errors: [400, 404, 409, 429],
  });

/** Signing in, up and out (spec §3, §4). */
export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/v1/auth/login',
    access: 'session.open',
    summary: 'Sign in with username or e-mail; a master account answers its users',
    tags,
    body: LoginBody,
    response: LoginResponse,
    errors: [400, 401, 429],
  }),
  switchAccount: defineRoute({
    method: 'POST',
    path: '/v1/auth/switch-account',
    access: 'account.switch',
    summary: 'Switch a master-account session to one of its users',
    tags,
    body: SwitchAccountBody,
    response: LoginResponse,
    errors: [400, 401, 403],
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/v1/auth/refresh',
    access: 'session.refresh',
    summary: 'Renew a still-valid session token',
    tags,
    response: RefreshResponse,
    errors: [401],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/v1/auth/logout',
    access: 'session.open',
    summary: 'Sign out (the client forgets its token)',
    tags,
    response: SuccessMessage,
    errors: [],
  }),
  registerBuyer: register(
    '/v1/auth/register/buyer',
    'Register a buyer, attached to the shop of shopCode',
    RegisterBuyerBody,
  ),
  registerSeller: register(
    '/v1/auth/register/seller',
    'Register a seller: creates the shop and its owner',
    RegisterSellerBody,
  ),
  registerAgent: register('/v1/auth/register/agent', 'Register a sales agent', RegisterAgentBody),
  validate: defineRoute({
    method: 'POST',
    path: '/v1/auth/validate',
    access: 'account.recover',
    summary: 'Confirm an e-mail address',
    tags,
    body: TokenBody,
    response: SuccessMessage,
    errors: [400],
  }),
  resetRequest: defineRoute({
    method: 'POST',
    path: '/v1/auth/reset-password/request',
    access: 'account.recover',
    summary: 'Send a password reset link (same answer whether the address exists or not)',
    tags,
    body: ResetRequestBody,
    response: SuccessMessage,
    errors: [400, 429],
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/v1/auth/reset-password',
    access: 'account.recover',
    summary: 'Choose a new password with a reset link',
    tags,
    body: ResetPasswordBody,
    response: SuccessMessage,
    errors: [400],
  }),
};
