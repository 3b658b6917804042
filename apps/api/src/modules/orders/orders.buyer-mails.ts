import {
  carrierName,
  formatEuros,
  paymentInstructionLines,
  paymentInstructions,
  trackingUrl,
} from '@cuvee/domain';
import { asc, eq } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import type { Jobs } from '../jobs/index.ts';
import { escapeHtml, onBehalfOf, queueMail, shopSender } from '../mail/index.ts';
import { bankDetailsOf, shopBilling } from '../shops/index.ts';
import { users } from '../users/index.ts';
import { type OrderRow, orderLines } from './orders.table.ts';

/*
 * The buyer hears of their order (issue 24): placed (with its summary and how to pay), validated,
 * refused (with the reason given), shipped (the tracking number and the carrier's page), invoiced
 * (the invoice attached). Each mail is queued in the transaction that moves the order (decision
 * 0054), once per order and event (key `<order id>:<event>`), sent on behalf of the shop (its
 * name in the subject and the signature, replies to its address).
 */

/** What the order's moves need to mail the buyer: the job queue and the site's address. */
export type OrderOutbox = { jobs: Jobs; publicUrl: string };

export type BuyerMailEvent = 'placed' | 'validated' | 'refused' | 'shipped' | 'invoiced';

type Extra = {
  /** Why the shop refused (refused). */
  reason?: string | null;
  /** The invoice and its PDF (invoiced). */
  invoice?: { number: string; documentId: string; dueDate: string; payable: number };
};

type Block = { title?: string; lines: string[]; link?: { label: string; url: string } };

/** The text part and the HTML part of the same blocks. */
function render(greeting: string, blocks: Block[], shop: { name: string; email: string | null }) {
  const by = `Ce message vous est envoyé par ${shop.name} via Cuvée${shop.email ? ` ; pour lui répondre : ${shop.email}` : ''}.`;
  const text = [
    greeting,
    '',
    ...blocks.flatMap((b) => [
      ...(b.title ? [b.title] : []),
      ...b.lines,
      ...(b.link ? [`${b.link.label} : ${b.link.url}`] : []),
      '',
    ]),
    'Bien cordialement,',
    shop.name,
    '',
    `— ${by}`,
    '',
  ].join('\n');
  const h = escapeHtml;
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.45">
<p>${h(greeting)}</p>
${blocks
  .map(
    (b) =>
      `${b.title ? `<h2 style="font-size:16px;margin:18px 0 6px">${h(b.title)}</h2>` : ''}${b.lines
        .map((l) => `<div>${h(l)}</div>`)
        .join('')}${
        b.link
          ? `<p><a href="${h(b.link.url)}" style="background:#7b1e3a;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none;display:inline-block;margin-top:8px">${h(b.link.label)}</a></p>`
          : ''
      }`,
  )
  .join('\n')}
<p style="margin-top:18px">Bien cordialement,<br>${h(shop.name)}</p>
<p style="color:#666;font-size:12px">${h(by)}</p></body></html>`;
  return { text, html };
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The order's lines and totals, as the buyer reads them. */
async function summary(tx: TenantTx, scope: TenantScope, order: OrderRow): Promise<Block> {
  const lines = await scoped(tx, scope)
    .selectAll(orderLines, eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  return {
    title: 'Récapitulatif',
    lines: [
      // A box's wines are inside its line (issue 24): the box is listed once.
      ...lines
        .filter((l) => !l.parentLineId)
        .map(
          (l) =>
            `${l.quantity}${l.freeItems ? ` (+${l.freeItems} offert${l.freeItems > 1 ? 's' : ''})` : ''} × ${l.label} : ${formatEuros(l.totalTtc)}`,
        ),
      `Livraison (${order.shipping.name}) : ${order.shippingCents ? formatEuros(order.shippingCents) : 'offerte'}`,
      `Total TTC : ${formatEuros(order.totalTtc)}`,
    ],
  };
}

/** How to pay this order, when the buyer pays the shop themselves and has not paid yet. */
async function howToPay(tx: TenantTx, order: OrderRow, reference: string): Promise<Block | null> {
  if (order.paymentStatus === 'paid') return null;
  const bank = bankDetailsOf(await shopBilling(tx, order.shopId));
  const p = paymentInstructions(order.paymentType, bank, reference);
  if (!p) return null;
  return {
    title: p.kind === 'transfer' ? 'Comment régler : par virement bancaire' : 'Comment régler : par chèque',
    lines: paymentInstructionLines(p),
  };
}

/** Queues the buyer's mail of `event` in the transaction; nothing for an order without a buyer. */
export async function mailBuyer(
  out: OrderOutbox,
  tx: TenantTx,
  scope: TenantScope,
  order: OrderRow,
  event: BuyerMailEvent,
  extra: Extra = {},
): Promise<void> {
  if (!order.buyerId) return;
  const [buyer] = await tx
    .select({ email: users.email, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, order.buyerId));
  if (!buyer?.email) return;
  const shop = await shopSender(tx, order.shopId);
  const ref = order.reference;
  const page = { label: 'Voir ma commande', url: `${out.publicUrl}/dashboard/orders/${order.id}` };
  const greeting = buyer.firstname ? `Bonjour ${buyer.firstname},` : 'Bonjour,';
  let subject: string;
  const blocks: Block[] = [];
  const documentIds: string[] = [];

  if (event === 'placed') {
    subject = `Votre commande ${ref} chez ${shop.name} est enregistrée`;
    blocks.push({
      lines: [
        `Merci pour votre commande chez ${shop.name} ! Elle est enregistrée sous la référence ${ref} et attend la validation du producteur.`,
      ],
    });
    blocks.push(await summary(tx, scope, order));
    const pay = await howToPay(tx, order, ref);
    if (pay) blocks.push(pay);
    blocks.push({ lines: [], link: page });
  } else if (event === 'validated') {
    subject = `Votre commande ${ref} chez ${shop.name} est validée`;
    blocks.push({
      lines: [
        `${shop.name} a validé votre commande ${ref} (${formatEuros(order.totalTtc)} TTC) : elle est en cours de préparation.`,
      ],
    });
    const pay = await howToPay(tx, order, ref);
    if (pay) blocks.push(pay);
    blocks.push({ lines: [], link: page });
  } else if (event === 'refused') {
    subject = `Votre commande ${ref} chez ${shop.name} n'a pas pu être acceptée`;
    blocks.push({
      lines: [
        `${shop.name} ne peut pas donner suite à votre commande ${ref}.`,
        ...(extra.reason ? [`Motif : ${extra.reason}`] : []),
        'Aucun paiement ne vous sera demandé pour cette commande.',
      ],
    });
    blocks.push({ lines: [], link: page });
  } else if (event === 'shipped') {
    subject = `Votre commande ${ref} chez ${shop.name} a été expédiée`;
    const carrier = carrierName(order.carrier);
    const url = trackingUrl(order.carrier, order.trackingRef);
    blocks.push({
      lines: [
        `Votre commande ${ref} a été expédiée${carrier ? ` par ${carrier}` : ''}.`,
        ...(order.trackingRef ? [`Numéro de suivi : ${order.trackingRef}`] : []),
        ...(order.parcels && order.parcels > 1 ? [`Nombre de colis : ${order.parcels}`] : []),
      ],
      ...(url ? { link: { label: 'Suivre mon colis', url } } : {}),
    });
    blocks.push({ lines: [], link: page });
  } else {
    const invoice = extra.invoice!;
    subject = `Facture ${invoice.number} de votre commande ${ref} chez ${shop.name}`;
    documentIds.push(invoice.documentId);
    const due = invoice.dueDate.split('-').reverse().join('/');
    blocks.push({
      lines: [
        `Vous trouverez ci-joint la facture ${invoice.number} de votre commande ${ref}.`,
        invoice.payable > 0
          ? `Montant à régler : ${formatEuros(invoice.payable)}, au plus tard le ${due}.`
          : 'Elle est déjà réglée : merci !',
      ],
    });
    if (invoice.payable > 0) {
      const pay = await howToPay(tx, order, invoice.number);
      if (pay) blocks.push(pay);
    }
    blocks.push({ lines: [], link: page });
  }
  const { text, html } = render(greeting, blocks, shop);
  await queueMail(out.jobs, tx, {
    to: buyer.email,
    subject: oneLine(subject),
    text,
    html,
    ...onBehalfOf(shop),
    ...(documentIds.length ? { documentIds } : {}),
    key: `${order.id}:${event}`,
  });
}
