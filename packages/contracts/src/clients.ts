import {
  CIVILITY_KEYS,
  CLIENT_KIND_KEYS,
  COMPANY_TYPE_KEYS,
  CONSENT_SOURCE_KEYS,
  DASHBOARD_PAYMENT_TYPES,
  PAYMENT_DELAY_KEYS,
  PROSPECT_STATUS_KEYS,
  RECIPIENT_TYPE_KEYS,
} from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { StoredAddress } from './users.ts';
import { ADDRESS_TEXT_MAX_LENGTH, addressSchema, siretSchema } from './validation/composites.ts';
import { customIssue, msg } from './validation/messages.ts';
import { optional } from './validation/optional.ts';
import { contactPhoneSchema, isMobilePhone } from './validation/phone-landline.fields.ts';
import { recordKey } from './validation/record-key.ts';
import { emailSchema, requiredStringWith } from './validation/text.fields.ts';

/*
 * Clients and prospects of a shop (issue 15, decision 0043): the records that set a client's
 * prices (typology), terms (payment method and delay) and follow-up (agent, tags, timeline).
 * Every shape the API takes and answers for them, once.
 */

const bounded = msg('tooLong', { max: ADDRESS_TEXT_MAX_LENGTH });
const text = optional(z.string().trim().max(ADDRESS_TEXT_MAX_LENGTH, bounded));
const enumOf = <T extends readonly [string, ...string[]]>(keys: T) => z.enum(keys, msg('invalid'));

export const ClientKind = enumOf(CLIENT_KIND_KEYS);
export const PaymentDelay = enumOf(PAYMENT_DELAY_KEYS);
export const ClientPaymentMethod = enumOf(DASHBOARD_PAYMENT_TYPES);

/**
 * A client's address: §3 Address (with excise number and high-mountain flag), for delivery or
 * billing. A billing address may give the company's landline; a delivery address's phone is the
 * delivery contact's, a mobile (§5), as on an order.
 */
export const ClientAddressInput = z
  .object({
    kind: z.enum(['delivery', 'billing'], msg('invalid')),
    isDefault: z.boolean().default(false),
    address: addressSchema.safeExtend({ phone: optional(contactPhoneSchema) }),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'delivery' && value.address.phone && !isMobilePhone(value.address.phone)) {
      ctx.addIssue({ ...customIssue('phone'), path: ['address', 'phone'], input: value.address.phone });
    }
  });
export type ClientAddressInput = z.input<typeof ClientAddressInput>;

export const CLIENT_TAG_MAX_LENGTH = 40;
export const CLIENT_TAGS_MAX = 20;
export const CLIENT_NOTES_MAX_LENGTH = 5000;

const tag = z
  .string()
  .trim()
  .min(1, msg('required'))
  .max(CLIENT_TAG_MAX_LENGTH, msg('tooLong', { max: CLIENT_TAG_MAX_LENGTH }));

/**
 * What the back office sends to create or replace a client. A professional names its company;
 * a prospect may lack everything but a name. The typology is a key of the shop's typologies
 * (checked by the API: 'Cette typologie n'existe pas dans votre boutique').
 */
export const ClientInput = z
  .object({
    kind: ClientKind,
    civility: optional(enumOf(CIVILITY_KEYS)),
    firstname: text,
    lastname: requiredStringWith('lastnameRequired').max(ADDRESS_TEXT_MAX_LENGTH, bounded),
    email: optional(emailSchema),
    /** A landline or a mobile (§3 Contact: a caviste's or a restaurant's number is often a landline). */
    phone: optional(contactPhoneSchema),
    company: text,
    businessName: text,
    companyType: optional(enumOf(COMPANY_TYPE_KEYS)),
    siret: optional(siretSchema),
    registrationNumber: text,
    siteName: text,
    vatNumber: text,
    recipientType: optional(enumOf(RECIPIENT_TYPE_KEYS)),
    typology: recordKey(requiredStringWith('required').max(60, msg('tooLong', { max: 60 }))),
    paymentMethod: optional(ClientPaymentMethod),
    paymentDelay: optional(PaymentDelay),
    lang: z
      .enum(['fr', 'en', 'es', 'de', 'it', 'pt', 'nl', 'pl', 'ru', 'zh', 'ja'], msg('invalid'))
      .default('fr'),
    tags: z
      .array(tag)
      .max(CLIENT_TAGS_MAX, msg('tooManyItems', { max: CLIENT_TAGS_MAX }))
      .default([])
      .transform((tags) => [...new Set(tags)]),
    notes: optional(
      z
        .string()
        .trim()
        .max(CLIENT_NOTES_MAX_LENGTH, msg('tooLong', { max: CLIENT_NOTES_MAX_LENGTH })),
    ),
    /** The agent or collaborator who follows the client (a member of the shop). */
    agentId: optional(Uuid),
    consentMarketing: z.boolean().default(false),
    consentSource: optional(enumOf(CONSENT_SOURCE_KEYS)),
    prospectStatus: optional(enumOf(PROSPECT_STATUS_KEYS)),
    nextAction: text,
    nextActionOn: optional(z.iso.date(msg('date'))),
    addresses: z
      .array(ClientAddressInput)
      .max(10, msg('tooManyItems', { max: 10 }))
      .default([]),
  })
  .refine((client) => client.kind !== 'professional' || Boolean(client.company), {
    ...msg('companyRequired'),
    path: ['company'],
  });
export type ClientInput = z.input<typeof ClientInput>;
export type ClientValues = z.output<typeof ClientInput>;

/** A person or company the answers name (an agent, an author). */
export const MemberRef = z.object({ id: z.string(), name: z.string() });

export const ClientAddress = z.object({
  id: z.string(),
  kind: z.enum(['delivery', 'billing']),
  isDefault: z.boolean(),
  address: StoredAddress,
});

/** One client, every field, as the API answers it. */
export const Client = z.object({
  id: z.string(),
  kind: ClientKind,
  displayName: z.string(),
  civility: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  businessName: z.string().nullable(),
  companyType: z.string().nullable(),
  siret: z.string().nullable(),
  /** The SIRET's first 9 digits (the company) and last 5 (the establishment). */
  siren: z.string().nullable(),
  nic: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  siteName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  recipientType: z.string().nullable(),
  typology: z.string(),
  paymentMethod: z.string().nullable(),
  paymentDelay: z.string().nullable(),
  lang: z.string(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  agent: MemberRef.nullable(),
  consentMarketing: z.boolean(),
  consentAt: z.string().nullable(),
  consentSource: z.string().nullable(),
  prospectStatus: z.string().nullable(),
  nextAction: z.string().nullable(),
  nextActionOn: z.string().nullable(),
  /** 'linked': a user account is tied to the record; 'invited': an invitation waits. */
  account: z.enum(['none', 'invited', 'linked']),
  source: z.enum(['manual', 'shop', 'import', 'invitation']),
  addresses: z.array(ClientAddress),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof Client>;

/** A line of the client list. */
export const ClientListRow = z.object({
  id: z.string(),
  kind: ClientKind,
  displayName: z.string(),
  company: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  typology: z.string(),
  tags: z.array(z.string()),
  agent: MemberRef.nullable(),
  prospectStatus: z.string().nullable(),
  nextAction: z.string().nullable(),
  nextActionOn: z.string().nullable(),
  account: z.enum(['none', 'invited', 'linked']),
  createdAt: z.string(),
});
export type ClientListRow = z.infer<typeof ClientListRow>;

export const ClientListQuery = z.object({
  /** Accent- and case-insensitive, on name, company, e-mail and city. */
  q: z
    .string()
    .trim()
    .max(100, msg('tooLong', { max: 100 }))
    .optional(),
  kind: ClientKind.optional(),
  typology: z.string().trim().max(60).optional(),
  tag: z.string().trim().max(CLIENT_TAG_MAX_LENGTH).optional(),
  agentId: Uuid.optional(),
  prospectStatus: enumOf(PROSPECT_STATUS_KEYS).optional(),
  sort: z.enum(['name', 'createdAt']).default('name'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ClientListQuery = z.input<typeof ClientListQuery>;

export const ClientListResponse = z.object({
  success: z.literal(true),
  total: z.number(),
  clients: z.array(ClientListRow),
});

export const ClientResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  client: Client,
});

/** Records that already hold an e-mail or a SIRET (shown before creating). */
export const ClientDuplicatesQuery = z.object({
  email: z.string().trim().max(254).optional(),
  siret: z.string().trim().max(20).optional(),
  /** The record being edited, left out of its own duplicates. */
  exceptId: Uuid.optional(),
});
export const ClientDuplicatesResponse = z.object({
  success: z.literal(true),
  duplicates: z.array(
    z.object({ id: z.string(), displayName: z.string(), matchedOn: z.enum(['email', 'siret']) }),
  ),
});

/** The timeline of a client: notes, tasks, e-mails sent; orders and invoices when they exist. */
export const ClientActivity = z.object({
  id: z.string(),
  kind: z.enum([
    'created',
    'note',
    'email',
    'task',
    'taskCompleted',
    'opportunity',
    'converted',
    'imported',
    'invited',
    'linked',
    'order',
    'invoice',
    'payment',
  ]),
  body: z.string(),
  /** What the entry points to (a task, an order), when it has a page. */
  link: z.string().nullable(),
  author: MemberRef.nullable(),
  createdAt: z.string(),
});
export type ClientActivity = z.infer<typeof ClientActivity>;
export const ClientActivitiesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  /** Keyset cursor: the createdAt|id of the last entry of the previous page. */
  cursor: z.string().max(100).optional(),
});
export const ClientActivitiesResponse = z.object({
  success: z.literal(true),
  activities: z.array(ClientActivity),
  nextCursor: z.string().nullable(),
});
export const ClientNoteBody = z.object({
  body: requiredStringWith('required').max(
    CLIENT_NOTES_MAX_LENGTH,
    msg('tooLong', { max: CLIENT_NOTES_MAX_LENGTH }),
  ),
});

/** The members a client may be assigned to (agents and collaborators of the shop). */
export const ClientAssigneesResponse = z.object({
  success: z.literal(true),
  assignees: z.array(MemberRef.extend({ role: z.enum(['owner', 'iam', 'agent']) })),
});
export const ClientTagsResponse = z.object({ success: z.literal(true), tags: z.array(z.string()) });

export const ClientExportQuery = ClientListQuery.omit({ limit: true, offset: true }).extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

export type ClientStoredAddress = z.infer<typeof StoredAddress>;
