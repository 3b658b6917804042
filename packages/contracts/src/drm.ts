import {
  CRD_COLOURS,
  DRM_REGIMES,
  DRM_TYPE_CODES,
  EXCISE_CATEGORIES,
  FISCAL_CATEGORIES,
  INTERPROFESSIONS,
} from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { msg } from './validation/messages.ts';

/*
 * The monthly customs return (DRM, spec §2 /dashboard/stocks/drm; domain-facts-wave3 §4;
 * decisions 0093–0096): a product's fiscal identity, the shop's interprofession settings, a
 * warehouse's return for a month, its checks, its files and its filing.
 */

const Text = (max: number) => z.string().trim().max(max, msg('tooLong', { max }));
const Opt = (max: number) =>
  Text(max)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));

/** A month, AAAA-MM. */
export const DrmMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg('drmMonth'));
/** A movement type code of an interprofession's catalogue, or 'aucun' (no line: own bottling). */
export const DrmTypeCode = z.string().refine((v) => DRM_TYPE_CODES.includes(v), msg('drmType'));
/** An accompanying document's number: an e-AD's ARC (21 characters), a DAE, a DSA. */
export const DocumentNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9/-]{1,40}$/, msg('documentNumber'));
export const ExciseNumber = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{13}$/i, msg('exciseNumber'));
export const CountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, msg('countryCode'))
  .transform((v) => v.toUpperCase());

// ---------------------------------------------------------------- product fiscal identity

/**
 * A product's fiscal identity (CAVE fields 5–13): an INAO code, or the exploded codes; the full
 * label always. Its excise category (for the duties) defaults to the product's drink type.
 */
export const FiscalIdentity = z.object({
  inaoCode: Opt(20),
  certification: Opt(40),
  genre: Opt(40),
  appellation: Opt(120),
  mention: Opt(60),
  lieu: Opt(80),
  couleur: Opt(40),
  cepage: Opt(80),
  complement: Opt(80),
  label: z
    .string()
    .trim()
    .min(1, msg('fiscalLabelRequired'))
    .max(200, msg('tooLong', { max: 200 })),
  exciseCategory: z.enum(EXCISE_CATEGORIES).nullable().default(null),
  /** % vol, for spirits taxed per hl of pure alcohol (and the CSV's TAV complement). */
  alcohol: z.number().min(0).max(100).nullable().default(null),
});
export type FiscalIdentity = z.infer<typeof FiscalIdentity>;
export const FiscalIdentityInput = FiscalIdentity;
export type FiscalIdentityInput = z.input<typeof FiscalIdentityInput>;
const S = z.string().nullable();
/** The identity as answered (no defaults nor transforms in a response). */
export const FiscalIdentityView = z.object({
  inaoCode: S,
  certification: S,
  genre: S,
  appellation: S,
  mention: S,
  lieu: S,
  couleur: S,
  cepage: S,
  complement: S,
  label: z.string(),
  exciseCategory: z.enum(EXCISE_CATEGORIES).nullable(),
  alcohol: z.number().nullable(),
});
export const FiscalIdentityResponse = z.object({
  success: z.literal(true),
  productId: z.string(),
  /** null until the producer sets one (the product's name then stands as its label). */
  fiscalIdentity: FiscalIdentityView.nullable(),
  message: z.string().optional(),
});

// ---------------------------------------------------------------- shop settings and catalogue

/** The shop's interprofession and identifiers (CSV field 3; the warehouse has the excise no.). */
export const DrmSettingsInput = z.object({
  interprofession: z.enum(INTERPROFESSIONS),
  interprofessionId: Opt(20),
  cvi: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{10}$/, msg('cvi'))
    .nullable()
    .default(null)
    .or(z.literal('').transform(() => null)),
  siret: z
    .string()
    .trim()
    .regex(/^\d{14}$/, msg('siret'))
    .nullable()
    .default(null)
    .or(z.literal('').transform(() => null)),
});
export type DrmSettingsInput = z.infer<typeof DrmSettingsInput>;
export const DrmSettings = z.object({
  interprofession: z.enum(INTERPROFESSIONS),
  interprofessionId: S,
  cvi: S,
  siret: S,
});
export type DrmSettings = z.infer<typeof DrmSettings>;
export const DrmSettingsResponse = z.object({
  success: z.literal(true),
  settings: DrmSettings,
  message: z.string().optional(),
});

export const DrmMovementType = z.object({
  code: z.string(),
  regime: z.enum(DRM_REGIMES),
  flow: z.enum(['entrees', 'sorties']),
  label: z.object({ fr: z.string(), en: z.string() }),
  cielPath: z.string(),
  dutyDue: z.boolean(),
  needsCountry: z.boolean(),
  needsContract: z.boolean(),
  needsDocument: z.boolean(),
});
export type DrmMovementType = z.infer<typeof DrmMovementType>;
export const DrmCatalogueResponse = z.object({
  success: z.literal(true),
  interprofession: z.enum(INTERPROFESSIONS),
  name: z.string(),
  validFrom: z.string(),
  source: z.string(),
  types: z.array(DrmMovementType),
});

// ---------------------------------------------------------------- the return

export const DrmQuery = z.object({ warehouseId: Uuid, month: DrmMonth });
export type DrmQuery = z.infer<typeof DrmQuery>;
export const DrmFileQuery = DrmQuery.extend({ format: z.enum(['csv', 'pdf']) });
export type DrmFileQuery = z.infer<typeof DrmFileQuery>;
export const DrmMonthsQuery = z.object({ warehouseId: Uuid });
export const DrmFilingInput = DrmQuery;
export type DrmFilingInput = z.infer<typeof DrmFilingInput>;

export const DrmLine = z.object({
  /** The catalogue's code ('' for movements without a type). */
  code: z.string(),
  label: z.string(),
  hl: z.number(),
  country: z.string().nullable(),
  contractNumber: z.string().nullable(),
  documentNumber: z.string().nullable(),
  dutyDue: z.boolean(),
});
export const DrmProductBalance = z.object({
  key: z.string(),
  identity: FiscalIdentityView.pick({
    inaoCode: true,
    certification: true,
    genre: true,
    appellation: true,
    mention: true,
    lieu: true,
    couleur: true,
    cepage: true,
    complement: true,
    label: true,
  }),
  regime: z.enum(DRM_REGIMES),
  exciseCategory: z.enum(EXCISE_CATEGORIES).nullable(),
  /** hl to the 1/100. */
  opening: z.number(),
  entries: z.array(DrmLine),
  exits: z.array(DrmLine),
  totalEntries: z.number(),
  totalExits: z.number(),
  closing: z.number(),
  dutyCents: z.number().int(),
  dutyRate: z.number().nullable(),
  dutyHl: z.number(),
});
export type DrmProductBalance = z.infer<typeof DrmProductBalance>;
export const DrmCrdAccount = z.object({
  colour: z.enum(CRD_COLOURS),
  fiscalCategory: z.enum(FISCAL_CATEGORIES),
  volumeMl: z.number().int(),
  opening: z.number().int(),
  entries: z.number().int(),
  uses: z.number().int(),
  destructions: z.number().int(),
  closing: z.number().int(),
});
export const DrmUndischarged = z.object({
  movementId: z.string(),
  date: z.string(),
  documentNumber: z.string(),
  consigneeExciseNumber: z.string().nullable(),
  country: z.string().nullable(),
  hl: z.number(),
});
export const DrmCheck = z.object({
  code: z.enum(['balance', 'continuity', 'capsules', 'untyped', 'unknownType', 'identity']),
  /** A blocking check refuses the filing; the others warn. */
  blocking: z.boolean(),
  message: z.string(),
  productKey: z.string().optional(),
});
export type DrmCheck = z.infer<typeof DrmCheck>;
export const DrmFiling = z.object({
  month: z.string(),
  filedAt: z.string(),
  filedBy: z.string(),
  dutyCents: z.number().int(),
});
export type DrmFiling = z.infer<typeof DrmFiling>;

export const DrmReturn = z.object({
  warehouseId: z.string(),
  warehouseName: z.string(),
  exciseNumber: z.string().nullable(),
  interprofession: z.enum(INTERPROFESSIONS),
  month: z.string(),
  /** AAAAMM, as the CSV writes it. */
  period: z.string(),
  /** The 10th of the next month or the next working day. */
  deadline: z.string(),
  /** No movement this month: the return files as 'néant'. */
  neant: z.boolean(),
  products: z.array(DrmProductBalance),
  dutyCents: z.number().int(),
  crd: z.array(DrmCrdAccount),
  undischarged: z.array(DrmUndischarged),
  checks: z.array(DrmCheck),
  /** No blocking check fails (and the month is not filed yet). */
  canFile: z.boolean(),
  filing: DrmFiling.nullable(),
});
export type DrmReturn = z.infer<typeof DrmReturn>;
export const DrmReturnResponse = z.object({ success: z.literal(true), drm: DrmReturn });
export const DrmFilingResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  drm: DrmReturn,
});

export const DrmMonthStatus = z.object({
  month: z.string(),
  deadline: z.string(),
  filing: DrmFiling.nullable(),
  /** The deadline has passed and the month is not filed. */
  late: z.boolean(),
});
export const DrmMonthsResponse = z.object({
  success: z.literal(true),
  /** The last twelve ended months, newest first. */
  months: z.array(DrmMonthStatus),
  /** Movements dated on or before this day are locked (the last filed month's end). */
  lockedThrough: z.string().nullable(),
});

/** Marks an e-AD discharged (the consignee's report of receipt came back). */
export const DischargeInput = z.object({ date: z.iso.date(msg('date')) });
export const DischargeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  movementId: z.string(),
  dischargedOn: z.string(),
});
