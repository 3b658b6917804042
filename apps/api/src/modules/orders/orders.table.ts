import type {
  DashboardPaymentType,
  DeliveryStatus,
  OrderKind,
  OrderStatus,
  PaymentDelay,
  PaymentStatus,
} from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { clients } from '../clients/clients.table.ts';
import { legalDocuments } from '../legal/legal.table.ts';
import { productFormats, products } from '../products/products.table.ts';
import { shopIdColumn, shops } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';

/*
 * Orders placed from the cart (decision 0040): one row per seller, its lines frozen as priced
 * at placement (prices, taxes, VAT rates, addresses), and the payment it waits for. The shop's
 * staff read them through the shop (tenant policy); the buyer reads their own (buyer policy).
 */

const shopId = shopIdColumn;
/** The buyer's account; null for an order entered for a client without an account (issue 16). */
const buyerId = () => uuid('buyer_id').references(() => users.id, { onDelete: 'restrict' });

/** An address as frozen on the order (spec §3 Address). */
export type FrozenAddress = {
  firstname?: string;
  lastname?: string;
  name?: string;
  street?: string;
  street2?: string;
  zipcode?: string;
  city?: string;
  country?: string;
  phone?: string;
  email?: string;
  exciseNumber?: string;
  highMountain?: boolean;
};

/** The delivery chosen for the order, with its price as charged. */
export type FrozenShipping = {
  modeId: string | null;
  kind: string;
  name: string;
  collectionPoint: string | null;
  priceCents: number;
  parcels: number;
  franco: boolean;
  instructions: string | null;
};

export const orders = pgTable(
  'orders',
  {
    id: id(),
    shopId: shopId(),
    buyerId: buyerId(),
    /** The client record the order is for (the buyer's record in this shop, decision 0043). */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    /** An order, a quote (until accepted) or a free sample (decision 0045). */
    kind: text('kind').$type<OrderKind>().notNull().default('order'),
    /** The shop's order number, 'C-000123' (a sequence per shop); a quote's 'D-000012' until accepted. */
    reference: text('reference').notNull(),
    /** The quote's number, kept once the quote became an order. */
    quoteReference: text('quote_reference'),
    /** The quote's last day of validity. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** The sales agent credited with the order (the client's agent, or the agent who entered it). */
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who entered it in the back office; null for a buyer's own order. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The client's payment delay when the order was made (spec §3), copied onto its invoices. */
    paymentDelay: text('payment_delay').$type<PaymentDelay>(),
    trackingRef: text('tracking_ref'),
    parcels: integer('parcels'),
    /** Who carries it: an id of the carriers' list (packages/domain delivery/carriers.ts). */
    carrier: text('carrier'),
    /** The parcels' weight as shipped, in grams. */
    weightGrams: integer('weight_grams'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    /** A checkout payment type, or any dashboard payment type for an order entered by the shop. */
    paymentType: text('payment_type').$type<DashboardPaymentType>().notNull(),
    /**
     * The caller's key: the same placement again answers this order. Unique per shop and
     * buyer (issue 25): another buyer's key is theirs alone.
     */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The placement request's fingerprint (sha-256 of its canonical JSON): a replay must match. */
    requestHash: text('request_hash'),
    channel: text('channel').notNull().default('storefront'),
    typology: text('typology'),
    hasTva: boolean('has_tva').notNull().default(true),
    totalHt: integer('total_ht').notNull(),
    tva: integer('tva').notNull(),
    totalTtc: integer('total_ttc').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    promoCents: integer('promo_cents').notNull().default(0),
    /** Excise duties inside the price, the CSS apart (issue 25). */
    exciseCents: integer('excise_cents').notNull().default(0),
    /** Social security contribution (CSS) inside the price, never counted in the excise. */
    cssCents: integer('css_cents').notNull().default(0),
    /** Every price field of the placement's pricing, as computed then. */
    price: jsonb('price').$type<Record<string, number | boolean | null>>().notNull(),
    shipping: jsonb('shipping').$type<FrozenShipping>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<FrozenAddress>(),
    billingAddress: jsonb('billing_address').$type<FrozenAddress>(),
    notes: text('notes'),
    /** The version of the seller's terms of sale the buyer accepted at checkout (issue 24). */
    acceptedTermsId: uuid('accepted_terms_id').references(() => legalDocuments.id),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_shop_buyer_idempotency_key').on(t.shopId, t.buyerId, t.idempotencyKey),
    // An entered order's key, one per person and shop (tour mode's offline sends, migration 0035).
    uniqueIndex('orders_shop_creator_idempotency_key')
      .on(t.shopId, t.createdBy, t.idempotencyKey)
      .where(sql`channel = 'backoffice'`),
    uniqueIndex('orders_shop_reference_key').on(t.shopId, t.reference),
    index('orders_shop_placed_idx').on(t.shopId, t.placedAt.desc(), t.id.desc()),
    index('orders_buyer_placed_idx').on(t.buyerId, t.placedAt.desc(), t.id.desc()),
    // The back office's lists: by kind (orders, quotes, samples), then status, client or agent.
    index('orders_shop_kind_placed_idx').on(t.shopId, t.kind, t.placedAt.desc(), t.id.desc()),
    index('orders_shop_kind_status_placed_idx').on(
      t.shopId,
      t.kind,
      t.status,
      t.placedAt.desc(),
      t.id.desc(),
    ),
    index('orders_shop_client_placed_idx').on(t.shopId, t.clientId, t.placedAt.desc(), t.id.desc()),
    // The foreign key's check per deleted client (migration 0014).
    index('orders_client_idx').on(t.clientId),
    index('orders_shop_agent_placed_idx').on(t.shopId, t.agentId, t.placedAt.desc(), t.id.desc()),
    // The Devis list: quotes, and the orders they became (issue 24, migration 0020).
    index('orders_shop_quotes_placed_idx')
      .on(t.shopId, t.placedAt.desc(), t.id.desc())
      .where(sql`${t.kind} = 'quote' or ${t.quoteReference} is not null`),
    // The foreign key's check when a shop and its legal documents go (migration 0018).
    index('orders_accepted_terms_idx').on(t.acceptedTermsId).where(sql`${t.acceptedTermsId} is not null`),
    // The shipping desk's queue (issue 24): only the orders still to prepare or ship, oldest first.
    index('orders_shop_to_ship_idx')
      .on(t.shopId, t.placedAt, t.id)
      .where(
        sql`${t.kind} in ('order', 'sample') and ${t.status} in ('validated', 'invoiced') and ${t.deliveryStatus} in ('pending', 'preparation', 'pendingPickup')`,
      ),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    shopId: shopId(),
    buyerId: buyerId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    formatId: uuid('format_id')
      .notNull()
      .references(() => productFormats.id, { onDelete: 'restrict' }),
    vintage: text('vintage').notNull().default(''),
    /** Product, vintage and format as the buyer saw them. */
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    freeItems: integer('free_items').notNull().default(0),
    unitHt: integer('unit_ht').notNull(),
    unitTtc: integer('unit_ttc').notNull(),
    /** VAT rate in basis points (2000 = 20 %). */
    vatRateBp: integer('vat_rate_bp').notNull(),
    exciseCents: integer('excise_cents').notNull().default(0),
    cssCents: integer('css_cents').notNull().default(0),
    customTaxCents: integer('custom_tax_cents').notNull().default(0),
    totalHt: integer('total_ht').notNull(),
    totalTtc: integer('total_ttc').notNull(),
    /** The stock reservation's key (decision 0032), null for what keeps no stock. */
    reservationKey: text('reservation_key'),
    /** A discount on the line in basis points (1000 = 10 %), entered in the back office. */
    discountBp: integer('discount_bp').notNull().default(0),
    /**
     * The box line this line is inside of (issue 24): one bottle of a box's contents, priced 0
     * (the box's price and duties hold it), reserved and shipped like any bottle.
     */
    parentLineId: uuid('parent_line_id').references((): AnyPgColumn => orderLines.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_parent_idx').on(t.parentLineId).where(sql`${t.parentLineId} is not null`),
  ],
);
export type OrderLineRow = typeof orderLines.$inferSelect;

/** What the order waits to be paid by: a pending transfer, or the card provider's imprint. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: id(),
    shopId: shopId(),
    buyerId: buyerId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').$type<DashboardPaymentType>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    amount: integer('amount').notNull(),
    providerCustomer: text('provider_customer'),
    providerSetupIntent: text('provider_setup_intent'),
    providerPaymentMethod: text('provider_payment_method'),
    providerPaymentIntent: text('provider_payment_intent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    uniqueIndex('order_payments_setup_intent_key')
      .on(t.providerSetupIntent)
      .where(sql`${t.providerSetupIntent} is not null`),
  ],
);
export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/** Each shop's next number of a series per year (quotes 'D', samples 'E', invoices 'F', credit notes 'AV'). */
export const salesCounters = pgTable(
  'sales_counters',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    series: text('series').notNull(),
    /** The fiscal year for invoices; 0 for series that never restart. */
    fiscalYear: integer('fiscal_year').notNull(),
    next: integer('next').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.series, t.fiscalYear] })],
);

/** What happened to an order, by whom: its history on the order's page. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** An order or delivery action, 'created', 'invoiced', 'payment', 'document'… */
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** Each shop's next order number. */
export const orderCounters = pgTable('order_counters', {
  shopId: uuid('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  next: integer('next').notNull().default(1),
});

// A quote's mailed links (issue 24), in their own file; schema.ts reaches them through this one.
export * from './orders.quote-links.table.ts';
