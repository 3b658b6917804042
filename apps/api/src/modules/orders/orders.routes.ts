import { cartRoutes, ordersRoutes as routes } from '@cuvee/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { placeOrders } from '../../flows/place-orders.flow.ts';
import { HttpError } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { readDocumentFile } from '../documents/index.ts';
import { shops } from '../shops/index.ts';
import { buyerInvoiceFile, paymentInstructionsOf } from './orders.buyer-view.ts';
import { confirmCardSaved, recordSavedCard } from './orders.card.ts';
import { abortCartOrder, cartPrices } from './orders.cart.ts';
import { PLACEMENT } from './orders.place-check.ts';
import { offeredPayments, placementPorts } from './orders.ports.ts';
import { quoteRoutes } from './orders.quotes.routes.ts';
import { buyerOrder, listBuyerOrders } from './orders.read.ts';
import { salesOrderRoutes } from './orders.sales.routes.ts';
import { shipmentRoutes } from './orders.shipments.routes.ts';
import { tourOrderRoutes } from './orders.tour.routes.ts';

// Placing the cart and the buyer's own orders (decision 0040). The seller's side of orders
// (validation, shipping, invoices) comes with the sales back office.
export async function ordersRoutes(app: FastifyInstance) {
  const { payments, config, jobs } = app.deps;
  const ports = placementPorts(payments, { jobs, publicUrl: config.publicUrl });

  // Placing mails the buyer (a job in each order's transaction, issue 24): the queue starts first.
  route(
    app,
    routes.place,
    async ({ ctx, db, body }) => {
      const principal = ctx.principal!;
      const { placed, refused } = await placeOrders(db, principal, body, ports);
      const buyer = ctx.user;
      const orders = [];
      for (const { order, shop } of placed) {
        orders.push({
          id: order.id,
          reference: order.reference,
          sellerId: shop.id,
          sellerName: shop.name,
          status: order.status,
          paymentType: order.paymentType,
          paymentStatus: order.paymentStatus,
          totalTTC: order.totalTtc,
          cardSetup: await ports.cardSetup(db, order, buyer),
          // How to pay the seller by transfer or cheque, shown on the confirmation (issue 24).
          paymentInstructions: await paymentInstructionsOf(db, order),
        });
      }
      return {
        success: true as const,
        message: orders.length > 1 ? PLACEMENT.placedMany : PLACEMENT.placed,
        orders,
        refused,
      };
    },
    { jobs: true },
  );

  route(app, cartRoutes.price, async ({ ctx, db, body }) => ({
    success: true as const,
    ...(await cartPrices(db, ctx.principal, body)),
  }));
  route(app, cartRoutes.aborted, async ({ ctx, db, params }) => {
    await abortCartOrder(db, ctx.user, params.id);
    return { success: true as const };
  });

  route(app, routes.paymentTypes, async ({ db, params }) => {
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, params.id));
    if (!shop) throw new HttpError(404, 'Boutique introuvable');
    return { success: true as const, paymentTypes: offeredPayments(payments, shop) };
  });

  // The back office's list, detail and moves (issue 16).
  salesOrderRoutes(app);
  // Quotes sent by e-mail and answered from their link (issue 24).
  quoteRoutes(app);
  tourOrderRoutes(app);
  // The shipping desk's queue and bulk moves (issue 24).
  shipmentRoutes(app);

  route(app, routes.mine, async ({ ctx, db, query }) => ({
    success: true as const,
    ...(await listBuyerOrders(db, ctx.user.id, query)),
  }));

  route(app, routes.cardSaved, async ({ ctx, db, params }) => {
    await confirmCardSaved(db, payments, ctx.user.id, params.id);
    return { success: true as const, order: await buyerOrder(db, ctx.user.id, params.id) };
  });
  // Stripe's word that a card was saved (decision 0039's webhook), when it comes first.
  payments.onPaymentEvent('setup_intent.succeeded', async (event, db) => {
    await recordSavedCard(db, payments, event.intentId);
  });

  route(app, routes.mineOne, async ({ ctx, db, params }) => ({
    success: true as const,
    order: await buyerOrder(db, ctx.user.id, params.id),
  }));

  // The buyer downloads an invoice of their own order (issue 24); another's answers 404.
  route(app, routes.mineInvoiceFile, async ({ ctx, db, params, reply }) => {
    const file = await buyerInvoiceFile(db, ctx.user.id, params.id, params.invoiceId);
    const pdf = await readDocumentFile(config.dataDir, file.key);
    reply.type('application/pdf');
    reply.header('content-disposition', attachmentNamed(file.fileName));
    return pdf as unknown as string;
  });
}

/** 'Facture F-2026-00042.pdf', and its ASCII fallback for old clients. */
const attachmentNamed = (name: string) =>
  `attachment; filename="${name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
