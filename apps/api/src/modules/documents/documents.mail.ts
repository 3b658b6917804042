import type { SendDocumentBody } from '@cuvee/contracts';
import { eq } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { shopClientEmails } from '../clients/index.ts';
import { type DocumentRow, invoices } from '../invoices/index.ts';
import { admitShopMail, documentMail, type Mail, onBehalfOf, shopSender } from '../mail/index.ts';
import { orders } from '../orders/index.ts';
import { users } from '../users/index.ts';

/*
 * A document sent by e-mail (issue 23, finding 7): the recipients admitted by the shop-mail
 * rules (an outside address needs a confirmed e-mail and counts in the shop's daily cap), the
 * mail the shop's template with the sender's plain note, naming the shop, Reply-To its address.
 */

/** The addresses of the document's own client: the invoice's buyer, the order's account. */
async function documentClientEmails(tx: TenantTx, scope: ShopCtx, doc: DocumentRow): Promise<string[]> {
  const s = scoped(tx, scope);
  const found: (string | null | undefined)[] = [];
  let orderId = doc.orderId;
  if (doc.invoiceId) {
    const [inv] = await s
      .select({ snapshot: invoices.snapshot, orderId: invoices.orderId })
      .from(invoices)
      .where(eq(invoices.id, doc.invoiceId));
    found.push(inv?.snapshot?.buyer?.email);
    orderId ??= inv?.orderId ?? null;
  }
  if (orderId) {
    const [order] = await s.select({ buyerId: orders.buyerId }).from(orders).where(eq(orders.id, orderId));
    if (order?.buyerId) {
      const [buyer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.buyerId));
      found.push(buyer?.email);
    }
  }
  return found.flatMap((e) => (e ? [e.toLowerCase()] : []));
}

/** Admits the send (or throws 422/429 in French) and answers the mail to send to each recipient. */
export async function documentMailOf(
  tx: TenantTx,
  ctx: ShopCtx,
  doc: DocumentRow,
  body: Pick<SendDocumentBody, 'recipients' | 'note'>,
): Promise<{ recipients: string[]; mail: Omit<Mail, 'to' | 'attachments'> }> {
  const recipients = [...new Set(body.recipients.map((r) => r.toLowerCase()))];
  const own = await shopClientEmails(tx, ctx, recipients);
  for (const email of await documentClientEmails(tx, ctx, doc)) own.add(email);
  const shopId = ctx.shop!.id;
  await admitShopMail(tx, { shopId, sender: ctx.user, recipients, own });
  const shop = await shopSender(tx, shopId);
  const title = doc.fileName.replace(/\.pdf$/, '');
  return { recipients, mail: { ...documentMail(shop, title, body.note || undefined), ...onBehalfOf(shop) } };
}
