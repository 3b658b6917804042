import { compactBic, compactIban, ibanLengthOf, ibanProblem, isRcsMention, isValidBic } from '@cuvee/domain';
import { z } from 'zod';
import { defineRoute } from './http/route.ts';
import { customIssue, msg } from './validation/messages.ts';
import { centsSchema } from './validation/number.fields.ts';
import { optional } from './validation/optional.ts';

/*
 * The shop's billing settings (spec §2 settings 'billing', §3 seller summary: 'rib of the default
 * bank'; issue 24): how its buyers pay it (bank account, cheques) and the company's legal
 * mentions printed on its invoices, quotes and deposit invoices (legal form, share capital, RCS),
 * with its payment terms. The IBAN is kept compact and upper case; screens group it by four.
 */

export const ShopBilling = z.object({
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  bankName: z.string().nullable(),
  accountHolder: z.string().nullable(),
  chequePayee: z.string().nullable(),
  chequeAddress: z.string().nullable(),
  legalForm: z.string().nullable(),
  /** Share capital in cents ('au capital de 10 000 €'). */
  shareCapitalCents: z.number().int().nullable(),
  /** 'RCS Beaune 123 456 789' */
  rcs: z.string().nullable(),
  /** Printed on invoices and quotes: 'Paiement à 30 jours par virement'. */
  paymentTerms: z.string().nullable(),
});
export type ShopBilling = z.infer<typeof ShopBilling>;

const text = (max: number) => optional(z.string().trim().max(max, msg('tooLong', { max })));

/** ISO 13616: the country's length and the mod-97 check digits; spaces and case are free. */
export const ibanSchema = z
  .string()
  .trim()
  .max(50, msg('ibanFormat'))
  .transform(compactIban)
  .superRefine((iban, ctx) => {
    const problem = ibanProblem(iban);
    if (problem === 'format') ctx.addIssue(customIssue('ibanFormat'));
    else if (problem === 'length') ctx.addIssue(customIssue('ibanLength', { length: ibanLengthOf(iban)! }));
    else if (problem === 'checksum') ctx.addIssue(customIssue('ibanChecksum'));
  });

/** ISO 9362: 8 or 11 characters. */
export const bicSchema = z
  .string()
  .trim()
  .max(20, msg('bic'))
  .transform(compactBic)
  .refine(isValidBic, msg('bic'));

export const rcsSchema = z
  .string()
  .trim()
  .max(120, msg('tooLong', { max: 120 }))
  .refine(isRcsMention, msg('rcs'));

/** The whole section as the form sends it: a blank field clears its value. */
export const UpdateShopBillingBody = z
  .strictObject({
    iban: optional(ibanSchema),
    bic: optional(bicSchema),
    bankName: text(120),
    accountHolder: text(120),
    chequePayee: text(120),
    chequeAddress: text(300),
    legalForm: text(60),
    shareCapitalCents: optional(centsSchema.max(1e14, msg('tooBig', { max: '1 000 000 000 000 €' }))),
    rcs: optional(rcsSchema),
    paymentTerms: text(500),
  })
  .superRefine((b, ctx) => {
    // The buyer's transfer names whom it goes to; a cheque names whom it is made out to.
    if (b.iban && !b.accountHolder)
      ctx.addIssue({ ...customIssue('accountHolderRequired'), path: ['accountHolder'] });
    if (b.chequeAddress && !b.chequePayee)
      ctx.addIssue({ ...customIssue('chequePayeeRequired'), path: ['chequePayee'] });
  })
  // The settings form sends every field (a cleared one as null): an empty body saves nothing.
  .refine((body) => Object.keys(body).length > 0, msg('nothingToUpdate'));
export type UpdateShopBillingBody = z.input<typeof UpdateShopBillingBody>;

export const ShopBillingResponse = z.object({ success: z.literal(true), billing: ShopBilling });
export const UpdatedShopBillingResponse = ShopBillingResponse.extend({ message: z.string() });

const tags = ['shops'];

/** The billing section of the shop acted on: its owner (or an iam with full delegation). */
export const shopBillingRoutes = {
  billing: defineRoute({
    method: 'GET',
    path: '/v1/shops/me/billing',
    access: 'shop.billing.read',
    summary: "The caller's shop bank details, cheque payee and legal mentions",
    tags,
    response: ShopBillingResponse,
    errors: [401, 403],
    shop: 'header',
  }),
  updateBilling: defineRoute({
    method: 'PUT',
    path: '/v1/shops/me/billing',
    access: 'shop.billing.write',
    summary: "Change the caller's shop bank details (IBAN checked), cheque payee and legal mentions",
    tags,
    body: UpdateShopBillingBody,
    response: UpdatedShopBillingResponse,
    errors: [400, 401, 403],
    shop: 'header',
  }),
};
