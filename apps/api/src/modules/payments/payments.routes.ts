import { paymentsRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';

/**
 * Stripe's webhook (decision 0039). Its signature covers the exact bytes Stripe sent, so this
 * plugin's scope keeps every body raw: no JSON parsing before the SDK checks it.
 */
export async function paymentsRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  const { payments } = app.deps;
  route(app, routes.stripeWebhook, async ({ request, db }) => {
    const signature = request.headers['stripe-signature'];
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const event = payments.verifyWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
    const { handled } = await payments.handleStripeEvent(event, db);
    request.log.info({ stripeEvent: event.id, type: event.type, handled }, 'stripe webhook');
    return { success: true as const, eventId: event.id, handled };
  });
}
