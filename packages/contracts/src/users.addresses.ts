import { ADDRESS_KINDS } from '@cuvee/domain/addresses/address-book';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { addressSchema } from './validation/composites.ts';

/*
 * The signed-in user's address book (spec §3 Address, issue 24): delivery and billing addresses
 * kept on the account, one of each kind by default, each with the date an order last used it.
 * Placing an order adds or refreshes the addresses it used; the checkout proposes the last used.
 */

export const AddressKind = z.enum(ADDRESS_KINDS);

/** An address as the book answers it (written through `addressSchema`, so its required fields are there). */
export const BookAddressFields = z.object({
  title: z.string().optional(),
  name: z.string().optional(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.string(),
  street2: z.string().optional(),
  zipcode: z.string(),
  city: z.string(),
  country: z.string(),
  county: z.string().optional(),
  state: z.string().optional(),
  stateCode: z.string().optional(),
  exciseNumber: z.string().optional(),
  highMountain: z.boolean().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
});
export type BookAddressFields = z.infer<typeof BookAddressFields>;

export const BookAddress = z.object({
  id: z.string(),
  kind: AddressKind,
  isDefault: z.boolean(),
  /** When an order last used it (ISO), null before any. */
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  address: BookAddressFields,
});
export type BookAddress = z.infer<typeof BookAddress>;

/** A new address, or an address's new content (the §5 rules and 'Veuillez renseigner …' messages). */
export const BookAddressInput = z.strictObject({
  kind: AddressKind,
  address: addressSchema,
  /** Make it the default of its kind (the first address of a kind is the default anyway). */
  isDefault: z.boolean().optional(),
});
export type BookAddressInput = z.input<typeof BookAddressInput>;

export const AddressBookResponse = z.object({ success: z.literal(true), addresses: z.array(BookAddress) });
export const BookAddressResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  address: BookAddress,
});
export const BookAddressDeleted = z.object({ success: z.literal(true), message: z.string() });

const AddressIdParams = z.object({ id: Uuid });
const common = { tags: ['users'] } as const;

export const addressBookRoutes = {
  addresses: defineRoute({
    ...common,
    method: 'GET',
    path: '/v1/users/me/addresses',
    access: 'account.read',
    summary: "The signed-in user's address book: per kind, the default first, then by last use",
    response: AddressBookResponse,
    errors: [401],
  }),
  createAddress: defineRoute({
    ...common,
    method: 'POST',
    path: '/v1/users/me/addresses',
    access: 'account.write',
    summary: 'Add an address to the book (409 when the same address is already there)',
    body: BookAddressInput,
    response: BookAddressResponse,
    errors: [400, 401, 409, 422],
  }),
  updateAddress: defineRoute({
    ...common,
    method: 'PUT',
    path: '/v1/users/me/addresses/:id',
    access: 'account.write',
    summary: "Replace an address of the book (404 when it is not the caller's)",
    params: AddressIdParams,
    body: BookAddressInput,
    response: BookAddressResponse,
    errors: [400, 401, 404, 409, 422],
  }),
  deleteAddress: defineRoute({
    ...common,
    method: 'DELETE',
    path: '/v1/users/me/addresses/:id',
    access: 'account.write',
    summary: 'Remove an address from the book (orders keep the address they were placed with)',
    params: AddressIdParams,
    response: BookAddressDeleted,
    errors: [400, 401, 404],
  }),
  setDefaultAddress: defineRoute({
    ...common,
    method: 'POST',
    path: '/v1/users/me/addresses/:id/default',
    access: 'account.write',
    summary: 'Make an address the default of its kind',
    params: AddressIdParams,
    response: BookAddressResponse,
    errors: [400, 401, 404],
  }),
};
