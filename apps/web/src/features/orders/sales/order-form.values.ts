import { centsSchema, numericField } from '@cuvee/contracts';
import type { DashboardPaymentType, PaymentDelay } from '@cuvee/domain';
import { z } from 'zod';
import type { EntryBody } from '../api/sales-orders.mutations.ts';
import { type DraftLine, discountBpOf, quantityOf } from './order-add.lines.tsx';

/*
 * What the entry form holds (react-hook-form, the kit of decision 0019): the lines, the
 * delivery with its fee in cents (the kit's euros field), payment, validity and notes; the
 * schema the kit's resolver checks it with, and the body sent from it.
 */

/** The delivery named by one of the shop's modes (or typed), its fee HT apart, in cents. */
export type EntryDelivery = { modeId: string | null; name: string; feeCents: number | null };

export type OrderFormValues = {
  lines: DraftLine[];
  delivery: EntryDelivery;
  paymentType: DashboardPaymentType | '';
  paymentDelay: PaymentDelay | '';
  validUntil: string;
  notes: string;
};

const optionalCents = centsSchema.nullable();

/** The checks of the kit's fields: a quantity above 0, a discount of 0 to 100 %, amounts in euros. */
export const orderFormSchema = z.looseObject({
  lines: z.array(
    z.looseObject({
      quantity: numericField({
        integer: true,
        notNumber: 'number',
        range: { accepts: (q) => q > 0, message: 'positive' },
      }),
      discountPct: numericField({
        notNumber: 'number',
        range: { accepts: (d) => d >= 0 && d <= 100, message: 'discountRange' },
      }),
      unitHtCents: optionalCents,
    }),
  ),
  delivery: z.looseObject({ feeCents: optionalCents }),
});

/** A fee in cents, 0 while the field is empty or unreadable (the schema refuses the latter). */
export const feeOf = (d: EntryDelivery) =>
  d.feeCents !== null && Number.isFinite(d.feeCents) ? d.feeCents : 0;

/** What the entry sends of its delivery: the mode and its fee; nothing when neither is set. */
export function shippingBody(d: EntryDelivery) {
  const name = d.name.trim();
  if (!name) return undefined;
  return { ...(d.modeId ? { modeId: d.modeId } : {}), label: name, priceCents: feeOf(d) };
}

/** A fee needs its mode's name: the document shows the delivery by it. */
export const deliveryMissing = (d: EntryDelivery) => feeOf(d) > 0 && !d.name.trim();

/** A line as the API takes it: the staff's own unit price only when one was typed. */
export const lineBody = (l: DraftLine) => ({
  productId: l.product.id,
  formatId: l.formatId,
  vintage: l.vintage || null,
  quantity: quantityOf(l),
  discountBp: discountBpOf(l),
  ...(l.unitHtCents !== null && Number.isFinite(l.unitHtCents) ? { unitHtCents: l.unitHtCents } : {}),
});

/** The body of the document saved from the form (a sample has no delivery fee nor payment). */
export function entryBody(values: OrderFormValues, mode: string, lines: DraftLine[]): EntryBody {
  const free = mode === 'sample';
  const shipping = free ? undefined : shippingBody(values.delivery);
  return {
    lines: lines.map(lineBody),
    // The delivery by its mode's name, its fee apart (issue 24).
    ...(shipping ? { shipping } : {}),
    ...(values.paymentType ? { paymentType: values.paymentType } : {}),
    ...(values.paymentDelay ? { paymentDelay: values.paymentDelay } : {}),
    ...(mode === 'quote' ? { validUntil: values.validUntil } : {}),
    ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
  };
}
