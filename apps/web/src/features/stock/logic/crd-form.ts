import { CrdMovementInput, customIssue, parseDecimal } from '@cuvee/contracts';
import {
  CRD_COLOURS,
  CRD_MOVEMENT_KINDS,
  type CrdColour,
  type CrdMovementKind,
  FISCAL_CATEGORIES,
  type FiscalCategory,
} from '@cuvee/domain';
import { z } from 'zod';
import { dayOf, readQuantity } from './movement-form.ts';

/** A CRD movement as typed: which capsules (colour, category, volume), what happened, how many. */
export type CrdFormValues = {
  colour: CrdColour;
  fiscalCategory: FiscalCategory;
  volumeMl: string;
  kind: CrdMovementKind;
  quantity: string;
  date: Date | null;
  reason: string;
  documentRef: string;
};

export const emptyCrdForm = (): CrdFormValues => ({
  colour: 'green',
  fiscalCategory: 'stillWine',
  volumeMl: '750',
  kind: 'entry',
  quantity: '',
  date: null,
  reason: '',
  documentRef: '',
});

export const crdFormSchema = z
  .object({
    colour: z.enum(CRD_COLOURS),
    fiscalCategory: z.enum(FISCAL_CATEGORIES),
    volumeMl: z.string(),
    kind: z.enum(CRD_MOVEMENT_KINDS),
    quantity: z.string(),
    date: z.date().nullable(),
    reason: z.string(),
    documentRef: z.string(),
  })
  .superRefine((v, ctx) => {
    const quantity = readQuantity(v.quantity);
    if ('code' in quantity)
      ctx.addIssue({ ...customIssue(quantity.code, quantity.params), path: ['quantity'] });
    const volume = parseDecimal(v.volumeMl);
    if (!v.volumeMl.trim()) ctx.addIssue({ ...customIssue('required'), path: ['volumeMl'] });
    else if (volume === undefined || !Number.isSafeInteger(volume) || volume <= 0)
      ctx.addIssue({ ...customIssue('volumePositive'), path: ['volumeMl'] });
  })
  .transform(
    (v): z.input<typeof CrdMovementInput> => ({
      colour: v.colour,
      fiscalCategory: v.fiscalCategory,
      volumeMl: parseDecimal(v.volumeMl) ?? 0,
      kind: v.kind,
      quantity: parseDecimal(v.quantity) ?? 0,
      date: dayOf(v.date),
      reason: v.reason.trim() || undefined,
      documentRef: v.documentRef.trim() || undefined,
    }),
  )
  .pipe(CrdMovementInput);

/** The first and last day of the month of `today`, as the CRD account's default period. */
export function monthOf(today: Date): { from: string; to: string } {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { from: day(new Date(Date.UTC(y, m, 1))), to: day(new Date(Date.UTC(y, m + 1, 0))) };
}
