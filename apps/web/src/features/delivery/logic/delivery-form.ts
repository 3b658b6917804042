import { type DeliveryMode, type DeliveryModeFormInput, DeliveryModeInput } from '@cuvee/contracts';
import { parseDecimal } from '@cuvee/contracts/validation/number.fields';
import {
  DELIVERY_KINDS,
  type DeliveryKind,
  METROPOLITAN_DEPARTMENTS,
  PRICING_BASES,
  type PricingBasis,
} from '@cuvee/domain';
import { z } from 'zod';
import { parseEuros } from '../../../components/form/euros.logic.ts';

/*
 * The delivery mode form (create or edit): what is typed, read by the API's own
 * DeliveryModeInput, so the screen and the API refuse the same things with the same message
 * codes. Bracket thresholds are typed in the basis' unit (bottles, kg, € HT) and sent in the
 * API's (bottles, grams, cents).
 */

/** France as a whole, metropolitan France, some departments, or none (other countries only). */
export const FRANCE_COVERAGES = ['metropolitan', 'all', 'departments', 'none'] as const;
export type FranceCoverage = (typeof FRANCE_COVERAGES)[number];
export const FRANCO_CHOICES = ['none', 'products', 'amount'] as const;
export type FrancoChoice = (typeof FRANCO_CHOICES)[number];

export type BracketValues = { from: string; priceCents: number | null };
export type PointValues = {
  id?: string;
  name: string;
  address: { street: string; zipcode: string; city: string; country: string };
};
export type DeliveryFormValues = {
  kind: DeliveryKind;
  name: string;
  carrier: string;
  instructions: string;
  active: boolean;
  france: FranceCoverage;
  departments: string[];
  /** Countries other than France. */
  countries: string[];
  basis: PricingBasis;
  brackets: BracketValues[];
  /** 'franco' itself is the API's path of the franco's errors (franco.value). */
  francoKind: FrancoChoice;
  francoProducts: string;
  francoAmountCents: number | null;
  minAmountCents: number | null;
  minProducts: string;
  maxProducts: string;
  multipleOf: string;
  collectionPoints: PointValues[];
};

const isMetropolitan = (departments: readonly string[]) =>
  departments.length === METROPOLITAN_DEPARTMENTS.length &&
  METROPOLITAN_DEPARTMENTS.every((d) => departments.includes(d));

/** A threshold in the API's unit → as typed in the basis' unit. */
export function fromToText(basis: PricingBasis, from: number): string {
  if (basis === 'weight') return String(from / 1000).replace('.', ',');
  if (basis === 'amount') return String(from / 100).replace('.', ',');
  return String(from).replace('.', ',');
}

/** As typed → the API's unit (NaN when it is not a number, which the API schema refuses). */
export function fromFromText(basis: PricingBasis, text: string): number {
  // An amount is read as every amount typed in euros is (the form kit's one reading).
  if (basis === 'amount') return parseEuros(text) ?? Number.NaN;
  const value = parseDecimal(text.trim());
  if (value === undefined) return Number.NaN;
  if (basis === 'weight') return Math.round(value * 1000);
  return value;
}

const countText = (n: number | null) => (n === null ? '' : String(n));

export function deliveryFormValues(mode: DeliveryMode | null): DeliveryFormValues {
  const countries = mode?.zones.countries ?? [];
  const departments = mode?.zones.departments ?? [];
  const france: FranceCoverage = !mode
    ? 'metropolitan'
    : countries.includes('FR')
      ? 'all'
      : isMetropolitan(departments)
        ? 'metropolitan'
        : departments.length > 0
          ? 'departments'
          : 'none';
  const basis = mode?.basis ?? 'bottles';
  return {
    kind: mode?.kind ?? 'carrier',
    name: mode?.name ?? '',
    carrier: mode?.carrier ?? '',
    instructions: mode?.instructions ?? '',
    active: mode?.active ?? true,
    france,
    departments: france === 'departments' ? departments : [],
    countries: countries.filter((c) => c !== 'FR'),
    basis,
    brackets: (mode?.brackets ?? [{ from: 1, priceCents: 0 }]).map((b) => ({
      from: fromToText(basis, b.from),
      priceCents: b.priceCents,
    })),
    francoKind: mode?.franco?.kind ?? 'none',
    francoProducts: mode?.franco?.kind === 'products' ? String(mode.franco.value) : '',
    francoAmountCents: mode?.franco?.kind === 'amount' ? mode.franco.value : null,
    minAmountCents: mode?.minAmountCents ?? null,
    minProducts: countText(mode?.minProducts ?? null),
    maxProducts: countText(mode?.maxProducts ?? null),
    multipleOf: countText(mode?.multipleOf ?? null),
    collectionPoints: (mode?.collectionPoints ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      address: { ...p.address },
    })),
  };
}

/** '' → null; a number typed → that number; anything else → NaN (refused by the API schema). */
const optionalCount = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = parseDecimal(text.trim());
  return value === undefined ? Number.NaN : value;
};

export const deliveryFormSchema = z
  .object({
    kind: z.enum(DELIVERY_KINDS),
    name: z.string(),
    carrier: z.string(),
    instructions: z.string(),
    active: z.boolean(),
    france: z.enum(FRANCE_COVERAGES),
    departments: z.array(z.string()),
    countries: z.array(z.string()),
    basis: z.enum(PRICING_BASES),
    brackets: z.array(z.object({ from: z.string(), priceCents: z.number().nullable() })),
    francoKind: z.enum(FRANCO_CHOICES),
    francoProducts: z.string(),
    francoAmountCents: z.number().nullable(),
    minAmountCents: z.number().nullable(),
    minProducts: z.string(),
    maxProducts: z.string(),
    multipleOf: z.string(),
    collectionPoints: z.array(
      z.object({
        id: z.string().optional(),
        name: z.string(),
        address: z.object({ street: z.string(), zipcode: z.string(), city: z.string(), country: z.string() }),
      }),
    ),
  })
  .transform((v): DeliveryModeFormInput => {
    const countries = [...v.countries, ...(v.france === 'all' ? ['FR'] : [])];
    const departments =
      v.france === 'metropolitan'
        ? [...METROPOLITAN_DEPARTMENTS]
        : v.france === 'departments'
          ? v.departments
          : [];
    return {
      kind: v.kind,
      name: v.name,
      carrier: v.kind === 'pickup' ? null : v.carrier.trim() || null,
      instructions: v.instructions.trim() || null,
      active: v.active,
      zones: { countries: countries as DeliveryModeFormInput['zones']['countries'], departments },
      basis: v.basis,
      brackets: v.brackets.map((b) => ({
        from: fromFromText(v.basis, b.from),
        priceCents: b.priceCents ?? Number.NaN,
      })),
      franco:
        v.francoKind === 'none'
          ? null
          : {
              kind: v.francoKind,
              value:
                v.francoKind === 'products'
                  ? (optionalCount(v.francoProducts) ?? Number.NaN)
                  : (v.francoAmountCents ?? Number.NaN),
            },
      minAmountCents: v.minAmountCents,
      minProducts: optionalCount(v.minProducts),
      maxProducts: optionalCount(v.maxProducts),
      multipleOf: optionalCount(v.multipleOf),
      collectionPoints:
        v.kind === 'collectionPoint'
          ? v.collectionPoints.map(({ id, name, address }) => ({
              ...(id ? { id } : {}),
              name,
              address: address as { street: string; zipcode: string; city: string; country: 'FR' },
            }))
          : [],
    };
  })
  .pipe(DeliveryModeInput);
