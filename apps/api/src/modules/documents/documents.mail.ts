import type { SendDocumentBody } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { shopClientEmails } from '../clients/index.ts';
import { invoices } from '../invoices/index.ts';
import { admitShopMail, documentMail, escapeHtml, type Mail, onBehalfOf, shopSender } from '../mail/index.ts';
import { orders } from '../orders/index.ts';
import { users } from '../users/index.ts';
import type { DocumentRow } from './documents.table.ts';

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

/** What a quote's mail says besides the shop's name: its number, total, last day and link. */
export type QuoteMailFacts = {
  reference: string;
  totalTtcCents: number;
  /** YYYY-MM-DD, or null. */
  validUntil: string | null;
  /** The page where the client reads, accepts or refuses the quote. */
  link: string;
};

const frenchDate = (day: string) => day.split('-').reverse().join('/');

/**
 * A quote sent to its client (issue 24): the PDF attached, a button to the page where the client
 * accepts or refuses it without an account, the sender's plain note; the shop's template
 * (naming the shop, Reply-To its address).
 */
export function quoteMail(
  shop: { name: string; email: string | null },
  quote: QuoteMailFacts,
  note?: string,
): Pick<Mail, 'subject' | 'text' | 'html'> {
  const total = formatEuros(quote.totalTtcCents);
  const until = quote.validUntil ? ` jusqu'au ${frenchDate(quote.validUntil)}` : '';
  const by = `Ce message vous est envoyé par ${shop.name} via Cuvée${shop.email ? ` ; pour lui répondre : ${shop.email}` : ''}.`;
  const text = [
    'Bonjour,',
    '',
    `${shop.name} vous adresse le devis ${quote.reference} d'un montant de ${total} TTC, valable${until}. Vous le trouverez en pièce jointe (PDF).`,
    '',
    ...(note ? [`Message de ${shop.name} :`, note, ''] : []),
    'Pour le consulter et nous donner votre réponse (accepter ou refuser), sans créer de compte :',
    quote.link,
    '',
    'Bien cordialement,',
    shop.name,
    '',
    `— ${by}`,
    '',
  ].join('\n');
  const h = escapeHtml;
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#222">
<p>Bonjour,</p><p>${h(shop.name)} vous adresse le devis <strong>${h(quote.reference)}</strong> d'un montant de <strong>${h(total)} TTC</strong>, valable${h(until)}. Vous le trouverez en pièce jointe (PDF).</p>
${note ? `<p>Message de ${h(shop.name)} :</p><p style="white-space:pre-line">${h(note)}</p>` : ''}
<p><a href="${h(quote.link)}" style="background:#7b1e3a;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Consulter et répondre au devis</a></p>
<p style="color:#666;font-size:12px">Si le bouton ne fonctionne pas, copiez ce lien : ${h(quote.link)}</p>
<p>Bien cordialement,<br>${h(shop.name)}</p>
<p style="color:#666;font-size:12px">${h(by)}</p></body></html>`;
  return { subject: `Devis ${quote.reference} — ${shop.name}`.replace(/[\r\n]+/g, ' '), text, html };
}

/**
 * A quote's mail to each recipient, admitted by the shop-mail rules as any document's (the
 * client's own address always is; an outside one needs a confirmed e-mail and counts in the
 * day's cap): refused whole (422/429 in French), or the mail to send.
 */
export async function quoteMailOf(
  tx: TenantTx,
  ctx: ShopCtx,
  doc: DocumentRow,
  body: { recipients: string[]; note?: string | undefined },
  quote: QuoteMailFacts,
): Promise<{ recipients: string[]; mail: Omit<Mail, 'to' | 'attachments'> }> {
  const { recipients } = await documentMailOf(tx, ctx, doc, body);
  const shop = await shopSender(tx, ctx.shop!.id);
  return { recipients, mail: { ...quoteMail(shop, quote, body.note || undefined), ...onBehalfOf(shop) } };
}
