import { previousQuarter, quarterBounds, quarterOf, todayInFrance } from '@cuvee/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderEvents, orders } from '../../modules/orders/orders.table.ts';
import type { Db } from '../client.ts';
import { DEMO_PASSWORD } from './demo.ts';

/*
 * A season of sales at Domaine Démo for people trying the product (`npm start` on a new
 * database): quotes, orders at each stage, invoices paid, partly paid, overdue and cancelled by a
 * credit note, and a sample. Made through the API's own routes as the owner would make them, so
 * invoice numbers, stock, documents (the PDF jobs) and histories follow the product's rules; only
 * the orders' dates are then moved back to the invoices' days, which the API cannot do.
 * Tests and journeys start without it (they write their own sales).
 */

type Line = { product: string; quantity: number; discountBp?: number };
type Story = {
  client: string;
  kind?: 'order' | 'quote' | 'sample';
  lines: Line[];
  /** Days ago the order was placed (and invoiced, where it is). */
  daysAgo: number;
  /** How far it went. */
  until: 'draft' | 'sent' | 'validated' | 'shipped' | 'invoiced';
  /** Share of the invoice paid (1 = all), and how many days after the invoice. */
  paid?: { share: number; after: number; type: 'transfer' | 'check' };
  credit?: string;
  tracking?: string;
};

const STORIES: Story[] = [
  {
    client: 'Cave des Papilles',
    lines: [{ product: 'Les Galets Rouge', quantity: 24 }],
    daysAgo: 75,
    until: 'invoiced',
    paid: { share: 1, after: 28, type: 'transfer' },
    tracking: 'XY120045FR',
  },
  {
    client: 'Bistrot du Marché',
    lines: [{ product: 'Les Galets Rouge', quantity: 36, discountBp: 1000 }],
    daysAgo: 62,
    until: 'invoiced',
    paid: { share: 0.5, after: 20, type: 'check' },
    tracking: 'XY120311FR',
  },
  {
    client: 'Le Comptoir des Vignes',
    lines: [{ product: 'Cuvée Prestige Rouge', quantity: 12 }],
    daysAgo: 55,
    until: 'invoiced',
    credit: 'Erreur de tarif : facture refaite',
  },
  {
    client: 'La Cave du Coin',
    lines: [{ product: 'Cuvée Prestige Rouge', quantity: 18 }],
    daysAgo: 48,
    until: 'invoiced',
    tracking: 'XY121002FR',
  },
  {
    client: 'Distribution Sud Vins',
    lines: [{ product: 'Les Galets Rouge', quantity: 60 }],
    daysAgo: 20,
    until: 'invoiced',
    tracking: 'XY121877FR',
  },
  {
    client: 'Vins & Terroirs',
    lines: [{ product: 'Les Galets Rouge', quantity: 12 }],
    daysAgo: 6,
    until: 'shipped',
    tracking: 'XY122410FR',
  },
  {
    client: 'Brasserie de la Gare',
    lines: [{ product: 'Cuvée Prestige Rouge', quantity: 6 }],
    daysAgo: 3,
    until: 'validated',
  },
  {
    client: 'Restaurant Les Oliviers',
    kind: 'quote',
    lines: [{ product: 'Cuvée Prestige Rouge', quantity: 24, discountBp: 500 }],
    daysAgo: 4,
    until: 'sent',
  },
  {
    client: 'Hôtel des Remparts',
    kind: 'quote',
    lines: [{ product: 'Les Galets Rouge', quantity: 48 }],
    daysAgo: 1,
    until: 'draft',
  },
  {
    client: 'Table de Margaux',
    kind: 'sample',
    lines: [{ product: 'Cuvée Prestige Rouge', quantity: 2 }],
    daysAgo: 2,
    until: 'draft',
  },
  {
    client: 'Épicerie Fine Lumière',
    lines: [{ product: 'Les Galets Rouge', quantity: 12 }],
    daysAgo: 0,
    until: 'draft',
  },
];

/**
 * The agent's sales of the last ended quarter (issue 28: a quarter of commissions to state),
 * dated from that quarter's first day whatever today is, so older than every story above.
 */
function agentStories(): Story[] {
  const today = todayInFrance();
  const { from } = quarterBounds(previousQuarter(quarterOf(today)));
  const d = Math.round((Date.parse(today) - Date.parse(from)) / 86_400_000);
  return [
    {
      client: 'Cave des Papilles',
      lines: [{ product: 'Les Galets Rouge', quantity: 12 }],
      daysAgo: d - 10,
      until: 'invoiced',
      paid: { share: 1, after: 15, type: 'transfer' },
      tracking: 'XY119870FR',
    },
    {
      client: 'Vins & Terroirs',
      lines: [{ product: 'Cuvée Prestige Rouge', quantity: 6 }],
      daysAgo: d - 30,
      until: 'invoiced',
      paid: { share: 1, after: 20, type: 'check' },
      tracking: 'XY119952FR',
    },
  ];
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Calls the API in process as Domaine Démo's owner would; any answer but 200 throws. */
export async function asDemoOwner(app: FastifyInstance) {
  const call = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  const { jwt } = await call<{ jwt: string }>('POST', '/v1/auth/login', undefined, {
    email: 'proprietaire@cuvee.demo',
    password: DEMO_PASSWORD,
  });
  return { call, jwt };
}

/** Seeds the sales unless Domaine Démo already has orders. Answers how many it made. */
export async function seedDemoSales(app: FastifyInstance, db: Db): Promise<number> {
  const { call, jwt } = await asDemoOwner(app);
  const existing = await call<{ total: number }>('GET', '/v1/orders?limit=1', jwt);
  if (existing.total > 0) return 0;
  const { lines: stock } = await call<{
    lines: {
      productId: string;
      productName: string;
      formatId: string;
      vintage: string | null;
      available: number;
    }[];
  }>('GET', '/v1/stocks?limit=200', jwt);
  const stocked = (name: string, quantity: number) => {
    const line = stock.find((l) => l.productName === name && l.available >= quantity);
    if (!line) throw new Error(`Démo : pas assez de « ${name} » en stock`);
    line.available -= quantity;
    return { productId: line.productId, formatId: line.formatId, vintage: line.vintage };
  };
  const backdated: { id: string; at: Date; paidAt: Date | null }[] = [];
  for (const story of [...agentStories(), ...STORIES]) {
    const { clients } = await call<{ clients: { id: string }[] }>(
      'GET',
      `/v1/clients?q=${encodeURIComponent(story.client)}&limit=1`,
      jwt,
    );
    const { order } = await call<{ order: { id: string } }>('POST', '/v1/orders/manage', jwt, {
      kind: story.kind ?? 'order',
      clientId: clients[0]!.id,
      lines: story.lines.map((l) => ({
        ...stocked(l.product, l.quantity),
        quantity: l.quantity,
        discountBp: l.discountBp ?? 0,
      })),
      ...(story.kind === 'sample' ? {} : { shipping: { label: 'Transporteur', priceCents: 2400 } }),
    });
    backdated.push({
      id: order.id,
      at: new Date(`${day(story.daysAgo)}T09:30:00Z`),
      paidAt: story.paid ? new Date(`${day(story.daysAgo - story.paid.after)}T10:00:00Z`) : null,
    });
    const act = (path: string, body?: object) =>
      call('POST', `/v1/orders/${order.id}/${path}`, jwt, body ?? {});
    if (story.until === 'sent') await act('actions/send');
    if (story.until === 'draft' || story.until === 'sent') continue;
    await act('actions/validate');
    if (story.until === 'validated') continue;
    await act('delivery/prepare');
    await act('delivery/ship', { trackingRef: story.tracking, parcels: 1 });
    if (story.until === 'shipped') continue;
    await act('delivery/deliver');
    const { invoice } = await call<{ invoice: { id: string; totalTTC: number } }>(
      'POST',
      '/v1/invoices',
      jwt,
      {
        orderId: order.id,
        issueDate: day(story.daysAgo),
      },
    );
    if (story.credit)
      await call('POST', `/v1/invoices/${invoice.id}/credit-note`, jwt, { reason: story.credit });
    if (story.paid)
      await call('POST', '/v1/payments', jwt, {
        invoiceId: invoice.id,
        type: story.paid.type,
        amount: Math.round(invoice.totalTTC * story.paid.share),
        paidOn: day(story.daysAgo - story.paid.after),
        reference: story.paid.type === 'check' ? 'Chèque n° 0045123' : 'Virement reçu',
      });
  }
  // The days the story tells: each order and its history on its own day, not all today.
  await db.transaction(async (tx) => {
    for (const { id, at, paidAt } of backdated) {
      await tx.update(orders).set({ placedAt: at, createdAt: at }).where(eq(orders.id, id));
      await tx.execute(sql`
        update ${orderEvents} e set at = ${at.toISOString()}::timestamptz + (e.at - m.first)
        from (select min(at) as first from ${orderEvents} where order_id = ${id}) m
        where e.order_id = ${id}`);
      if (paidAt)
        await tx.execute(
          sql`update ${orderEvents} set at = ${paidAt.toISOString()}::timestamptz where order_id = ${id} and action = 'payment'`,
        );
    }
  });
  return STORIES.length + 2;
}
