import { randomUUID } from 'node:crypto';
import type { SalesOrderCreateBody } from '@cuvee/contracts';
import {
  addVat,
  can,
  DASHBOARD_PAYMENT_TYPES,
  type DashboardPaymentType,
  type DrinkType,
  documentTotals,
  exciseCategoryOf,
  lineCents,
  lineNet,
  PAYMENT_DELAY_KEYS,
  type PaymentDelay,
  relationTo,
  resolveTypology,
  unitPrice,
  unitTaxes,
  type VintageTaxInput,
  vatOf,
} from '@cuvee/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  type ClientActor,
  clientAddresses,
  clients,
  notFoundClient,
  recordClientActivity,
  visibleTo,
} from '../clients/index.ts';
import { productFormats, products } from '../products/index.ts';
import { shops } from '../shops/index.ts';
import type { SalesActor } from './orders.list.ts';
import { notifyOwnersOfEntry } from './orders.notify.ts';
import { nextReference } from './orders.place.ts';
import { type FrozenAddress, orderEvents, orderLines, orders, salesCounters } from './orders.table.ts';
import { MESSAGES } from './pricing.source.ts';

/*
 * Entering an order, a quote or a sample in the back office (issue 16): priced from the
 * client's typology (or the staff's own unit price), totals as EN 16931 computes them
 * (documentTotals, shipping a line at 20 %), written as a draft with its lines and its
 * 'created' event. Excise and CSS are not computed here (0): the invoice freezes its lines'
 * VAT-excluded amounts, duties included in the price as producers enter them.
 */

export const CREATE_NOT_ALLOWED = "Vous n'avez pas l'autorisation de créer ce document";
const STANDARD_RATE_BP = 2000;
const KIND_LABEL = { order: 'Commande', quote: 'Devis', sample: 'Échantillon' } as const;

type Body = z.output<typeof SalesOrderCreateBody>;

/** 'D-000001' / 'E-000001': series that never restart (fiscal year 0), locked until commit. */
async function nextSeries(tx: TenantTx, actor: SalesActor, series: 'D' | 'E'): Promise<string> {
  const [row] = await scoped(tx, actor)
    .insert(salesCounters)
    .values([{ series, fiscalYear: 0, next: 1 }])
    .onConflictDoUpdate({
      target: [salesCounters.shopId, salesCounters.series, salesCounters.fiscalYear],
      set: { next: sql`${salesCounters.next} + 1` },
    })
    .returning({ next: salesCounters.next });
  return `${series}-${String(row!.next).padStart(6, '0')}`;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Writes the document and answers its id; 403 without the kind's action, 404 for an unseen client. */
export async function createSalesOrder(
  actor: SalesActor,
  clientActor: ClientActor,
  tx: TenantTx,
  body: Body,
): Promise<string> {
  const shopId = actor.shop.id;
  if (!can(actor.user, body.kind === 'quote' ? 'quotes.write' : 'orders.write', shopId))
    throw new HttpError(403, CREATE_NOT_ALLOWED);
  const s = scoped(tx, actor);
  const [client] = await s.selectAll(clients, eq(clients.id, body.clientId), visibleTo(clientActor));
  if (!client) throw notFoundClient();
  const [shop] = await tx.select().from(shops).where(eq(shops.id, shopId));
  const productIds = [...new Set(body.lines.map((l) => l.productId))];
  const formatIds = [...new Set(body.lines.map((l) => l.formatId))];
  const [productRows, formatRows, addresses] = await Promise.all([
    s.selectAll(products, inArray(products.id, productIds)),
    s.selectAll(productFormats, inArray(productFormats.id, formatIds)),
    s
      .selectAll(clientAddresses, eq(clientAddresses.clientId, client.id))
      .orderBy(asc(clientAddresses.position)),
  ]);
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const formatById = new Map(formatRows.map((f) => [f.id, f]));

  const settings = shop!.settings;
  const hasTva = settings?.hasTVA ?? true;
  const rates = settings?.vatRate ?? { standard: 20, medium: 10, reduced: 5.5 };
  const typologyKey = resolveTypology(shop!.typologies, client.typology);
  const typology = typologyKey ? shop!.typologies[typologyKey] : undefined;
  const sample = body.kind === 'sample';
  const today = new Date().toISOString().slice(0, 10);

  const lines = body.lines.map((l, position) => {
    const product = productById.get(l.productId);
    const format = formatById.get(l.formatId);
    if (!product || !format || format.productId !== product.id)
      throw new HttpError(404, MESSAGES.unknownProduct);
    const vatRate = hasTva ? rates[product.vatType] : 0;
    const listed =
      typology && typologyKey
        ? unitPrice(format, typologyKey, typology, vatRate, { quantity: l.quantity, hasTVA: vatRate > 0 }).ht
        : unitPrice(format, 'public', { name: '', public: true, ttc: true }, vatRate).ht;
    const unitHt = sample ? 0 : (l.unitHtCents ?? listed);
    const discountBp = sample ? 0 : l.discountBp;
    const net = lineNet(l.quantity, unitHt, discountBp);
    const vatRateBp = Math.round(vatRate * 100);
    const vintage = l.vintage?.trim() || '';
    // The duties inside the price, shown per line as on a placed order (the vintage's strength
    // and the dated rates); a free sample shows none.
    const taxed = product.vintages.find((v) => v.name === vintage);
    const taxes = sample
      ? null
      : unitTaxes(
          {
            exciseCategory: exciseCategoryOf(product.type as DrinkType | null),
            unity: format.unity,
            unityValue: format.unityValue,
            vintage: taxed
              ? { alcohol: taxed.alcohol ?? null, legal: taxed.legal as VintageTaxInput['legal'] }
              : null,
          },
          today,
        );
    return {
      position,
      productId: product.id,
      formatId: format.id,
      vintage,
      label: [product.name, vintage, format.nameInShop].filter(Boolean).join(' — '),
      quantity: l.quantity,
      unitHt,
      unitTtc: addVat(unitHt, vatRate),
      vatRateBp,
      discountBp,
      totalHt: net,
      totalTtc: net + vatOf(net, vatRateBp),
      exciseCents: taxes ? lineCents(taxes.excise, l.quantity) : 0,
      cssCents: taxes ? lineCents(taxes.css, l.quantity) : 0,
    };
  });
  const shippingCents = sample ? 0 : (body.shipping?.priceCents ?? 0);
  const totals = documentTotals([
    ...lines.map((l) => ({ netCents: l.totalHt, vatRateBp: l.vatRateBp })),
    ...(shippingCents > 0 ? [{ netCents: shippingCents, vatRateBp: hasTva ? STANDARD_RATE_BP : 0 }] : []),
  ]);

  const reference =
    body.kind === 'quote'
      ? await nextSeries(tx, actor, 'D')
      : sample
        ? await nextSeries(tx, actor, 'E')
        : await nextReference(tx, actor);
  const known = (v: string | null, list: readonly string[]) => (v && list.includes(v) ? v : null);
  const paymentType: DashboardPaymentType = sample
    ? 'sample'
    : (body.paymentType ??
      (known(client.paymentMethod, DASHBOARD_PAYMENT_TYPES) as DashboardPaymentType | null) ??
      'transfer');
  const paymentDelay =
    body.paymentDelay ?? (known(client.paymentDelay, PAYMENT_DELAY_KEYS) as PaymentDelay | null);
  const addressOf = (kind: 'delivery' | 'billing') => {
    const own = addresses.filter((a) => a.kind === kind);
    return ((own.find((a) => a.isDefault) ?? own[0])?.address ?? null) as FrozenAddress | null;
  };
  const delivery = addressOf('delivery');
  const isAgent = relationTo(actor.user, shopId) === 'agent';

  const [order] = await s
    .insert(orders)
    .values([
      {
        buyerId: client.userId,
        clientId: client.id,
        kind: body.kind,
        reference,
        validUntil: body.kind === 'quote' ? (body.validUntil ?? inDays(30)) : null,
        agentId: client.agentId ?? (isAgent ? actor.user.id : null),
        createdBy: actor.user.id,
        paymentDelay,
        status: 'draft',
        paymentType,
        idempotencyKey: randomUUID(),
        channel: 'backoffice',
        typology: typologyKey,
        hasTva,
        totalHt: totals.totalHt,
        tva: totals.tva,
        totalTtc: totals.totalTtc,
        exciseCents: lines.reduce((sum, l) => sum + l.exciseCents + l.cssCents, 0),
        shippingCents,
        price: {
          totalHT: totals.totalHt,
          tva: totals.tva,
          totalTTC: totals.totalTtc,
          shipping: shippingCents,
        },
        shipping: {
          modeId: null,
          kind: 'delivery',
          name: body.shipping?.label ?? '',
          collectionPoint: null,
          priceCents: shippingCents,
          parcels: 1,
          franco: false,
          instructions: null,
        },
        deliveryAddress: delivery,
        billingAddress: addressOf('billing') ?? delivery,
        notes: body.notes || null,
      },
    ])
    .returning();
  await s.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: order!.id, buyerId: client.userId })));
  await s
    .insert(orderEvents)
    .values([{ orderId: order!.id, actorId: actor.user.id, action: 'created', toStatus: 'draft' }]);
  await recordClientActivity(tx, actor, [
    {
      clientId: client.id,
      kind: 'order',
      body: `${KIND_LABEL[body.kind]} ${reference} saisi${body.kind === 'quote' || body.kind === 'sample' ? '' : 'e'}`,
      link: `/dashboard/orders/${order!.id}`,
      subjectId: order!.id,
    },
  ]);
  if (body.kind === 'order') await notifyOwnersOfEntry(tx, actor, order!, client.displayName);
  return order!.id;
}
