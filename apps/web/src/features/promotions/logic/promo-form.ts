import { type PromoCode, PromoCodeInput } from '@cuvee/contracts';
import { parseDecimal } from '@cuvee/contracts/validation/number.fields';
import { z } from 'zod';

/*
 * The promo code form (settings `promotions`, issue 29): what is typed, read by the API's own
 * PromoCodeInput, so the screen and the API refuse the same things with the same messages.
 * Chosen products and a free product are kept as they are when a code is edited.
 */

export const BENEFIT_KINDS = ['percent', 'amount', 'freeShipping'] as const;
export type BenefitKind = (typeof BENEFIT_KINDS)[number];

export type PromoFormValues = {
  code: string;
  label: string;
  kind: BenefitKind | 'freeProduct';
  percent: string;
  amountCents: number | null;
  minAmountHt: number | null;
  minBottles: string;
  validFrom: Date | null;
  validTo: Date | null;
  maxUses: string;
  maxUsesPerBuyer: string;
  combinesWithTiers: boolean;
  combinesWithPromotions: boolean;
  active: boolean;
  /** Kept from the code edited (no field on this screen). */
  keep: Pick<PromoCode, 'target' | 'typologies' | 'benefit'> | null;
};

/** A day 'YYYY-MM-DD' as the date field's Date (midnight UTC), and back. */
const dayDate = (day: string | null | undefined) => (day ? new Date(`${day}T00:00:00Z`) : null);
const isoDay = (date: Date | null) =>
  date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function promoFormValues(code: PromoCode | null): PromoFormValues {
  const b = code?.benefit;
  return {
    code: code?.code ?? '',
    label: code?.label ?? '',
    kind: b?.kind ?? 'percent',
    percent: b?.kind === 'percent' ? String(b.percent).replace('.', ',') : '10',
    amountCents: b?.kind === 'amount' ? b.cents : null,
    minAmountHt: code ? code.minAmountHt || null : null,
    minBottles: code?.minBottles ? String(code.minBottles) : '',
    validFrom: dayDate(code?.validFrom),
    validTo: dayDate(code?.validTo),
    maxUses: text(code?.maxUses),
    maxUsesPerBuyer: text(code?.maxUsesPerBuyer),
    combinesWithTiers: code?.combinesWithTiers ?? true,
    combinesWithPromotions: code?.combinesWithPromotions ?? false,
    active: code?.active ?? true,
    keep: code ? { target: code.target, typologies: code.typologies, benefit: code.benefit } : null,
  };
}

/** '' → null; a number typed → that number; anything else → NaN (refused by the API schema). */
const optional = (t: string): number | null => {
  if (t.trim() === '') return null;
  return parseDecimal(t.trim()) ?? Number.NaN;
};

export const promoFormSchema = z
  .object({
    code: z.string(),
    label: z.string(),
    kind: z.enum([...BENEFIT_KINDS, 'freeProduct']),
    percent: z.string(),
    amountCents: z.number().nullable(),
    minAmountHt: z.number().nullable(),
    minBottles: z.string(),
    validFrom: z.date().nullable(),
    validTo: z.date().nullable(),
    maxUses: z.string(),
    maxUsesPerBuyer: z.string(),
    combinesWithTiers: z.boolean(),
    combinesWithPromotions: z.boolean(),
    active: z.boolean(),
    keep: z.any(),
  })
  .transform((v): z.input<typeof PromoCodeInput> => {
    const keep = v.keep as PromoFormValues['keep'];
    const benefit =
      v.kind === 'percent'
        ? { kind: 'percent' as const, percent: optional(v.percent) ?? Number.NaN }
        : v.kind === 'amount'
          ? { kind: 'amount' as const, cents: v.amountCents ?? Number.NaN }
          : v.kind === 'freeShipping'
            ? { kind: 'freeShipping' as const }
            : keep!.benefit;
    return {
      code: v.code,
      label: v.label,
      benefit,
      target: keep?.target ?? { kind: 'order' as const },
      typologies: keep?.typologies ?? [],
      minAmountHt: v.minAmountHt ?? 0,
      minBottles: optional(v.minBottles) ?? 0,
      validFrom: isoDay(v.validFrom),
      validTo: isoDay(v.validTo),
      maxUses: optional(v.maxUses),
      maxUsesPerBuyer: optional(v.maxUsesPerBuyer),
      combinesWithTiers: v.combinesWithTiers,
      combinesWithPromotions: v.combinesWithPromotions,
      active: v.active,
    };
  })
  .pipe(PromoCodeInput);
