import { type ShopBilling, UpdateShopBillingBody } from '@cuvee/contracts';
import { formatIban } from '@cuvee/domain';
import type { z } from 'zod';

// The billing form: the API's own body (its IBAN check, its cross-field rules), blank inputs
// read as cleared values. The IBAN shows grouped by four, as banks print it.

export const BillingForm = UpdateShopBillingBody;
export type BillingFormInput = z.input<typeof BillingForm>;
export type BillingFormOutput = z.output<typeof UpdateShopBillingBody>;

export function billingDefaults(b: ShopBilling): BillingFormInput {
  return {
    iban: b.iban ? formatIban(b.iban) : '',
    bic: b.bic ?? '',
    bankName: b.bankName ?? '',
    accountHolder: b.accountHolder ?? '',
    chequePayee: b.chequePayee ?? '',
    chequeAddress: b.chequeAddress ?? '',
    legalForm: b.legalForm ?? '',
    shareCapitalCents: b.shareCapitalCents,
    rcs: b.rcs ?? '',
    paymentTerms: b.paymentTerms ?? '',
  };
}

/** The PUT body: every field, a cleared one as null. */
export function billingBody(v: BillingFormOutput) {
  return {
    iban: v.iban ?? null,
    bic: v.bic ?? null,
    bankName: v.bankName ?? null,
    accountHolder: v.accountHolder ?? null,
    chequePayee: v.chequePayee ?? null,
    chequeAddress: v.chequeAddress ?? null,
    legalForm: v.legalForm ?? null,
    shareCapitalCents: v.shareCapitalCents ?? null,
    rcs: v.rcs ?? null,
    paymentTerms: v.paymentTerms ?? null,
  };
}
