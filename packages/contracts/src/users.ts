import { ROLES } from '@cuvee/domain';
import { z } from 'zod';
import { Cart } from './cart.ts';
import { defineRoute } from './http/route.ts';
import { addressBookRoutes } from './users.addresses.ts';
import { addressSchema, personNameSchema, phoneSchema, usernameSchema } from './validation/index.ts';

export const Address = addressSchema;

/** An address as stored and answered (written through `Address`; every field optional here). */
export const StoredAddress = z.object({
  title: z.string().optional(),
  name: z.string().optional(),
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  street: z.string().optional(),
  street2: z.string().optional(),
  zipcode: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
  county: z.string().optional(),
  state: z.string().optional(),
  stateCode: z.string().optional(),
  exciseNumber: z.string().optional(),
  highMountain: z.boolean().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
});

export const Membership = z.object({
  id: z.string(),
  code: z.string(),
  urlShop: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  typology: z.string().nullable(),
  authorizations: z.record(z.string(), z.boolean()).nullable(),
});
export type Membership = z.infer<typeof Membership>;

export const PublicUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  isPro: z.boolean(),
  business: z.object({ reason: z.string().optional(), name: z.string().optional() }).nullable(),
  masterAccount: z.string().nullable(),
  shops: z.array(Membership),
  deliveryAddress: StoredAddress.nullable(),
  billingAddress: StoredAddress.nullable(),
  cart: Cart,
  emailValidated: z.boolean(),
  lang: z.string(),
});
export type PublicUser = z.infer<typeof PublicUser>;

export const MeResponse = z.object({ success: z.literal(true), user: PublicUser });

export const UpdateMeBody = z
  .object({
    username: usernameSchema.optional(),
    firstname: personNameSchema.optional(),
    lastname: personNameSchema.optional(),
    phone: phoneSchema.nullable().optional(),
    business: z
      .object({ reason: z.string().max(200).optional(), name: z.string().max(200).optional() })
      .optional(),
    deliveryAddress: Address.nullable().optional(),
    billingAddress: Address.nullable().optional(),
    lang: z.enum(['fr', 'en', 'es', 'de', 'it', 'pt', 'nl', 'pl', 'ru', 'zh', 'ja']).optional(),
    cart: Cart.optional(),
    /** false: a silent save (the cart), the answer carries no message. */
    message: z.boolean().optional(),
  })
  .strict();
export type UpdateMeBody = z.infer<typeof UpdateMeBody>;

export const UpdateMeResponse = z.object({
  success: z.literal(true),
  user: PublicUser,
  message: z.string().optional(),
});

export const AgentSummary = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
});
export const AgentsResponse = z.object({ success: z.literal(true), users: z.array(AgentSummary) });

/** The signed-in user's own account, and a shop's sales team. */
export const usersRoutes = {
  me: defineRoute({
    method: 'GET',
    path: '/v1/users/me',
    access: 'account.read',
    summary: 'The signed-in user',
    tags: ['users'],
    response: MeResponse,
    errors: [401],
  }),
  updateMe: defineRoute({
    method: 'PUT',
    path: '/v1/users/me',
    access: 'account.write',
    summary: 'Update the signed-in user (profile, addresses, cart); message:false answers without a message',
    tags: ['users'],
    body: UpdateMeBody,
    response: UpdateMeResponse,
    errors: [400, 401, 409],
  }),
  agents: defineRoute({
    method: 'GET',
    path: '/v1/agents',
    access: 'agents.read',
    summary: "The shop's agents (needs accessCollaborator and accessAgent)",
    tags: ['users'],
    response: AgentsResponse,
    errors: [401, 403],
  }),
  ...addressBookRoutes,
};

export * from './users.addresses.ts';
