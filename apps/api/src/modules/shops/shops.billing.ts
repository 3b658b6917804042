import type { ShopBilling, UpdateShopBillingBody } from '@cuvee/contracts';
import { type BankDetails, legalMention } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { type ShopBillingRow, shopBillingDetails } from './shops.table.ts';

/*
 * The shop's billing settings (issue 24): its bank account, cheque payee, legal mentions and
 * payment terms. The owner writes them in the settings; the documents, the mails and the buyer's
 * order page read them through `shopBilling`.
 */

const EMPTY: ShopBilling = {
  iban: null,
  bic: null,
  bankName: null,
  accountHolder: null,
  chequePayee: null,
  chequeAddress: null,
  legalForm: null,
  shareCapitalCents: null,
  rcs: null,
  paymentTerms: null,
};

const toBilling = (row: ShopBillingRow | undefined): ShopBilling =>
  row
    ? {
        iban: row.iban,
        bic: row.bic,
        bankName: row.bankName,
        accountHolder: row.accountHolder,
        chequePayee: row.chequePayee,
        chequeAddress: row.chequeAddress,
        legalForm: row.legalForm,
        shareCapitalCents: row.shareCapitalCents,
        rcs: row.rcs,
        paymentTerms: row.paymentTerms,
      }
    : { ...EMPTY };

/**
 * A shop's billing settings (all null until its owner fills them). Read by the shop's staff in
 * their tenant transaction (row-level security holds them to their own shop), and by the
 * system paths that speak for the shop to its buyer — placing an order, the buyer's order page,
 * the mails — which name the order's shop.
 */
export async function shopBilling(db: DbOrTx, shopId: string): Promise<ShopBilling> {
  const [row] = await db.select().from(shopBillingDetails).where(eq(shopBillingDetails.shopId, shopId));
  return toBilling(row);
}

/** What tells the buyer how to pay: the account and the cheque payee. */
export const bankDetailsOf = (b: ShopBilling): BankDetails => ({
  iban: b.iban,
  bic: b.bic,
  bankName: b.bankName,
  accountHolder: b.accountHolder,
  chequePayee: b.chequePayee,
  chequeAddress: b.chequeAddress,
});

/** 'SAS au capital de 10 000 €, RCS Beaune 123 456 789', or null. */
export const legalMentionOf = (b: ShopBilling) => legalMention(b);

/** Replaces the section of the shop acted on: a field left out or blank is cleared. */
export async function updateShopBilling(
  scope: TenantScope,
  tx: TenantTx,
  body: z.output<typeof UpdateShopBillingBody>,
): Promise<ShopBilling> {
  const values = {
    iban: body.iban ?? null,
    bic: body.bic ?? null,
    bankName: body.bankName ?? null,
    accountHolder: body.accountHolder ?? null,
    chequePayee: body.chequePayee ?? null,
    chequeAddress: body.chequeAddress ?? null,
    legalForm: body.legalForm ?? null,
    shareCapitalCents: body.shareCapitalCents ?? null,
    rcs: body.rcs ?? null,
    paymentTerms: body.paymentTerms ?? null,
  };
  const [row] = await scoped(tx, scope)
    .insert(shopBillingDetails)
    .values([values])
    .onConflictDoUpdate({ target: shopBillingDetails.shopId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return toBilling(row);
}
