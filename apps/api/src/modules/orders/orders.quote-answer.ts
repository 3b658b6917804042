import type { QuoteAnswerView } from '@cuvee/contracts';
import { documentTotals, formatEuros, frenchDay, PAYMENT_TYPE_LABELS, quoteOutcome } from '@cuvee/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTenant, scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { clients } from '../clients/index.ts';
import { notify } from '../notifications/index.ts';
import { activeOwnerIds, findShopPublic, type ShopRow } from '../shops/index.ts';
import { acceptQuote, releaseOrderStock } from './orders.lifecycle.ts';
import { type QuoteLinkRow, quoteLinks } from './orders.quote-links.table.ts';
import { hashQuoteToken } from './orders.quotes.ts';
import { type OrderRow, orderEvents, orderLines, orders } from './orders.table.ts';

/*
 * A client answers a quote from the link mailed with it (issue 24), without an account: the
 * token names the quote, read as the system, then everything happens in the quote's shop's
 * tenant transaction. Answering twice answers the same; an answer the quote no longer allows is
 * a 409 in French, a link past the quote's last day a 410, an unknown or ended link a 404 / 410.
 * Accepting is the back office's own conversion (acceptQuote: an order, its stock reserved);
 * the shop's owners are told of either answer.
 */

export const LINK_NOT_FOUND =
  "Ce lien de devis n'existe pas : vérifiez qu'il est complet, tel que reçu par e-mail";
export const LINK_REPLACED =
  "Ce lien n'est plus valable : le devis vous a été envoyé à nouveau, ouvrez le lien du dernier e-mail reçu";

const frDate = (day: string) => day.split('-').reverse().join('/');

type Found = { link: QuoteLinkRow; order: OrderRow; shopName: string; shop: ShopRow | undefined };

/** The link and its quote, locked when answering; 404 for a token no link has. */
async function openLink(db: DbOrTx, token: string): Promise<Pick<QuoteLinkRow, 'shopId' | 'id'>> {
  const [link] = await db
    .select({ id: quoteLinks.id, shopId: quoteLinks.shopId })
    .from(quoteLinks)
    .where(eq(quoteLinks.tokenHash, hashQuoteToken(token)));
  if (!link) throw new HttpError(404, LINK_NOT_FOUND);
  return link;
}

/** The client acts in the quote's shop; no member of it (events name no actor). */
const clientScope = (shopId: string): TenantScope & { shop: { id: string } } => ({
  user: { id: '00000000-0000-0000-0000-000000000000' },
  shop: { id: shopId },
  shops: [{ id: shopId }],
});

async function load(tx: TenantTx, scope: TenantScope, linkId: string, lock: boolean): Promise<Found> {
  const s = scoped(tx, scope);
  const linkQuery = s.selectAll(quoteLinks, eq(quoteLinks.id, linkId));
  const [link] = lock ? await linkQuery.for('update') : await linkQuery;
  const orderQuery = s.selectAll(orders, eq(orders.id, link!.orderId));
  const [order] = lock ? await orderQuery.for('update') : await orderQuery;
  const shop = await findShopPublic(tx, link!.shopId);
  return { link: link!, order: order!, shopName: shop?.name ?? '', shop };
}

/** The refusal of a link that no longer answers (a later send, or the quote's last day passed). */
function endedRefusal({ link, order, shopName }: Found): HttpError | null {
  const outcome = quoteOutcome(order, frenchDay());
  if (outcome === 'accepted' || outcome === 'refused') return null;
  if (link.replacedAt) return new HttpError(410, LINK_REPLACED);
  if (outcome === 'expired' || link.expiresAt.getTime() <= Date.now())
    return new HttpError(
      410,
      `Ce devis a expiré${order.validUntil ? ` le ${frDate(order.validUntil)}` : ''} : demandez-en un nouveau à ${shopName}`,
    );
  return null;
}

async function viewOf(tx: TenantTx, scope: TenantScope, found: Found): Promise<QuoteAnswerView> {
  const { order, link, shopName, shop } = found;
  const s = scoped(tx, scope);
  const [lines, [client]] = await Promise.all([
    s.selectAll(orderLines, eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    order.clientId
      ? s
          .select({ name: clients.displayName, company: clients.company })
          .from(clients)
          .where(eq(clients.id, order.clientId))
      : [],
  ]);
  const outcome = quoteOutcome(order, frenchDay()) ?? 'cancelled';
  const shippingHt = order.shippingCents;
  const totals = documentTotals([
    ...lines.map((l) => ({ netCents: l.totalHt, vatRateBp: l.vatRateBp })),
    ...(shippingHt > 0 ? [{ netCents: shippingHt, vatRateBp: order.hasTva ? 2000 : 0 }] : []),
  ]);
  return {
    shop: {
      name: shopName,
      logo: shop?.editedShop?.logo ?? null,
      email: shop?.identity?.email ?? null,
    },
    reference: order.quoteReference ?? order.reference,
    client: client?.company || client?.name || '',
    issuedAt: order.placedAt.toISOString(),
    validUntil: order.validUntil,
    outcome,
    orderReference: outcome === 'accepted' ? order.reference : null,
    answeredAt: link.answeredAt?.toISOString() ?? null,
    refusalReason: link.outcome === 'refused' ? link.reason : null,
    lines: lines.map((l) => ({
      label: l.label,
      quantity: l.quantity,
      unitHT: l.unitHt,
      discountBp: l.discountBp,
      vatRate: l.vatRateBp / 100,
      totalHT: l.totalHt,
    })),
    delivery:
      order.shipping.name || shippingHt > 0
        ? { name: order.shipping.name || 'Livraison', feeHT: shippingHt }
        : null,
    totalHT: order.totalHt,
    tva: order.tva,
    totalTTC: order.totalTtc,
    excise: order.exciseCents,
    css: order.cssCents,
    vat: totals.breakdown
      .filter((b) => b.vatCents > 0)
      .map((b) => ({ rate: b.rateBp / 100, amount: b.vatCents })),
    paymentType:
      (PAYMENT_TYPE_LABELS as Record<string, { fr: string } | undefined>)[order.paymentType]?.fr ?? null,
    pdfReady: false,
  };
}

/** The quote behind a link, as its page shows it. */
export async function quoteAnswerView(
  db: Db,
  token: string,
): Promise<QuoteAnswerView & { orderId: string; shopId: string }> {
  const { id, shopId } = await openLink(db, token);
  const scope = clientScope(shopId);
  return inTenant(db, scope, async (tx) => {
    const found = await load(tx, scope, id, false);
    const ended = endedRefusal(found);
    if (ended) throw ended;
    return { ...(await viewOf(tx, scope, found)), orderId: found.order.id, shopId };
  });
}

/** The quote's order and shop behind a link that still answers (its PDF's download). */
export async function quoteOfLink(db: Db, token: string): Promise<{ orderId: string; shopId: string }> {
  const { id, shopId } = await openLink(db, token);
  const scope = clientScope(shopId);
  return inTenant(db, scope, async (tx) => {
    const found = await load(tx, scope, id, false);
    const ended = endedRefusal(found);
    if (ended) throw ended;
    return { orderId: found.order.id, shopId };
  });
}

async function tellOwners(
  tx: TenantTx,
  scope: TenantScope & { shop: { id: string } },
  order: OrderRow,
  type: 'newOrder' | 'modifyOrder',
  content: string,
) {
  const owners = await activeOwnerIds(tx, scope);
  await notify(
    tx,
    owners.map((userId) => ({
      userId,
      shopId: scope.shop.id,
      type,
      content,
      redirectLink: `/dashboard/orders/${order.id}`,
      subjectId: order.id,
    })),
  );
}

export type QuoteAnswer = { kind: 'accept' } | { kind: 'refuse'; reason?: string | undefined };

/** The client's answer; the same answer again answers the same, without a second change. */
export async function answerQuote(
  db: Db,
  token: string,
  answer: QuoteAnswer,
): Promise<{ message: string; quote: QuoteAnswerView }> {
  const { id, shopId } = await openLink(db, token);
  const scope = clientScope(shopId);
  return inTenant(db, scope, async (tx) => {
    const found = await load(tx, scope, id, true);
    const ended = endedRefusal(found);
    if (ended) throw ended;
    const { order, link, shopName } = found;
    const outcome = quoteOutcome(order, frenchDay());
    const [client] = order.clientId
      ? await scoped(tx, scope)
          .select({ name: clients.displayName, company: clients.company })
          .from(clients)
          .where(eq(clients.id, order.clientId))
      : [];
    const clientName = client?.company || client?.name || 'le client';
    const quoteRef = order.quoteReference ?? order.reference;
    if (answer.kind === 'accept') {
      if (outcome === 'accepted')
        return {
          message: `Ce devis est déjà accepté : il est devenu la commande ${order.reference}`,
          quote: await viewOf(tx, scope, found),
        };
      if (outcome === 'refused')
        throw new HttpError(
          409,
          `Ce devis a été refusé : il ne peut plus être accepté. Demandez un nouveau devis à ${shopName}`,
        );
      if (outcome !== 'sent')
        throw new HttpError(409, `Ce devis a été annulé par ${shopName} : il ne peut plus être accepté`);
      let reference: string;
      try {
        reference = await acceptQuote(scope, tx, order, null, { by: 'client' });
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 409)
          throw new HttpError(
            409,
            `Ce devis ne peut pas être accepté en ligne : un des vins n'est plus disponible dans la quantité prévue. Contactez ${shopName}`,
          );
        throw err;
      }
      await scoped(tx, scope)
        .update(quoteLinks)
        .set({ answeredAt: new Date(), outcome: 'accepted' })
        .where(eq(quoteLinks.id, link.id));
      // An order to validate, as a buyer's new order is (spec §6 newOrder).
      await tellOwners(
        tx,
        scope,
        order,
        'newOrder',
        `Devis ${quoteRef} accepté par ${clientName} : il est devenu la commande ${reference} (${formatEuros(order.totalTtc)} TTC), à valider`,
      );
      const after = await load(tx, scope, id, false);
      return {
        message: `Merci : votre acceptation a été transmise à ${shopName}. Le devis est devenu la commande ${reference}`,
        quote: await viewOf(tx, scope, after),
      };
    }
    if (outcome === 'refused')
      return { message: 'Ce devis est déjà refusé', quote: await viewOf(tx, scope, found) };
    if (outcome === 'accepted')
      throw new HttpError(
        409,
        `Ce devis a déjà été accepté : il est devenu la commande ${order.reference}. Pour la modifier, contactez ${shopName}`,
      );
    if (outcome !== 'sent')
      throw new HttpError(409, `Ce devis a été annulé par ${shopName} : il n'attend plus de réponse`);
    const reason = answer.reason?.trim() || null;
    const s = scoped(tx, scope);
    await s.update(orders).set({ status: 'refused', updatedAt: new Date() }).where(eq(orders.id, order.id));
    await releaseOrderStock(scope, tx, order.id);
    await s.insert(orderEvents).values([
      {
        orderId: order.id,
        actorId: null,
        action: 'refuse',
        fromStatus: order.status,
        toStatus: 'refused',
        data: { by: 'client', reason },
      },
    ]);
    await s
      .update(quoteLinks)
      .set({ answeredAt: new Date(), outcome: 'refused', reason })
      .where(eq(quoteLinks.id, link.id));
    await tellOwners(
      tx,
      scope,
      order,
      'modifyOrder',
      `Devis ${quoteRef} refusé par ${clientName}${reason ? ` : « ${reason.slice(0, 200)} »` : ''}`,
    );
    const after = await load(tx, scope, id, false);
    return {
      message: `Votre réponse a été transmise à ${shopName} : le devis est refusé`,
      quote: await viewOf(tx, scope, after),
    };
  });
}
