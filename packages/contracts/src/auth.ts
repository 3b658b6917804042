import { ROLES } from '@cuvee/domain';
import { z } from 'zod';
import { PublicUser } from './users.ts';
import { emailSchema, passwordSchema, requiredString, usernameSchema } from './validation/index.ts';
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

export const SwitchAccountBody = z.object({ userId: z.uuid(msg('idInvalid')) });

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
