import { APP_VERSION } from '@cuvee/domain';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createBackground } from './lib/background.ts';
import type { Deps } from './lib/deps.ts';
import { serializeError } from './lib/error-log.ts';
import { serializeRequest } from './lib/request-log.ts';
import { accountingRoutes } from './modules/accounting/accounting.routes.ts';
import { agentRequestsRoutes } from './modules/agents/agent-requests.routes.ts';
import { agentsTeamRoutes } from './modules/agents/agents.team.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { collaboratorsRoutes } from './modules/collaborators/collaborators.routes.ts';
import { commissionsRoutesOf } from './modules/commissions/index.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { documentAttachment, documentsMailed } from './modules/documents/index.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { createJobs } from './modules/jobs/index.ts';
import { legalRoutes } from './modules/legal/legal.routes.ts';
import { loyaltyRoutesOf } from './modules/loyalty/index.ts';
import { registerMailJobs } from './modules/mail/index.ts';
import { devOutboxRoutes } from './modules/mail/mail.routes.ts';
import { createMailer, type Mailer } from './modules/mail/mail.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { objectivesRoutesOf } from './modules/objectives/index.ts';
import { opportunitiesRoutes } from './modules/opportunities/opportunities.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { overviewRoutes } from './modules/overview/overview.routes.ts';
import { createPayments } from './modules/payments/index.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { priceGridRoutes } from './modules/products/price-grid.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { promotionsRoutes } from './modules/promotions/promotions.routes.ts';
import { receivablesRoutes } from './modules/receivables/receivables.routes.ts';
import { shopsRoutes } from './modules/shops/shops.routes.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { storefrontRoutes } from './modules/storefront/storefront.routes.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { bookingPaymentRoutesOf } from './modules/tourism/tourism.booking-routes.ts';
import { tourismRoutes } from './modules/tourism/tourism.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { access } from './plugins/access.ts';
import { authentication } from './plugins/auth.ts';
import { cachePolicy } from './plugins/cache-policy.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { inputText } from './plugins/input-text.ts';
import { postgresRateLimitStore } from './plugins/rate-limit-store.ts';
import { securityHeaders, swaggerUiCsp } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

// Zod's French messages for every rule that has no message of its own.
z.config(z.locales.fr());

export async function buildApp(opts: {
  config: Config;
  db: Db;
  mailer?: Mailer;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: opts.config.logLevel,
            // Errors are logged without the values of a failed query, requests without the
            // values of their query string (docs/decisions/0021).
            serializers: { err: serializeError, cause: serializeError, req: serializeRequest },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    // Off unless configured: a forged X-Forwarded-For must not change request.ip, which keys
    // the rate limits (docs/decisions/0021).
    trustProxy: opts.config.trustProxy,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const mailer =
    opts.mailer ??
    createMailer(opts.db, {
      smtpUrl: opts.config.smtpUrl,
      from: opts.config.mailFrom,
      log: (m) => app.log.warn(m),
    });
  const background = createBackground((label, err) => app.log.error({ err }, label));
  // Started on first use, or when the server listens (decision 0044).
  const jobs = createJobs(opts.db, (label, err) => app.log.error({ err }, label), {
    sweep: opts.config.sweepStranded,
  });
  app.decorate('deps', {
    db: opts.db,
    config: opts.config,
    mailer,
    background,
    payments: createPayments(opts.config.stripe),
    jobs,
  });
  // Mails announced to a user leave through their job (decision 0054), with their PDFs.
  registerMailJobs(
    opts.db,
    jobs,
    mailer,
    documentAttachment(opts.db, opts.config.dataDir),
    documentsMailed(opts.db),
  );
  app.addHook('onListen', async () => {
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await background.settled();
    mailer.close();
  });

  registerErrorHandling(app);
  // First, so that every answer carries them, errors and not-found included (decision 0024).
  await app.register(securityHeaders, { stripe: opts.config.stripe });
  // Personal answers and files never cached (issue 23, finding 12).
  await app.register(cachePolicy);
  await app.register(fastifyCompress, { threshold: 1024 });
  // Counted in PostgreSQL, shared by every API process (decision 0027).
  await app.register(fastifyRateLimit, { global: false, store: postgresRateLimitStore(opts.db) });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Cuvée API',
        version: APP_VERSION,
        description: 'API of the Cuvée platform. Messages are in French.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/v1/docs',
    // Its own policy, on its pages only (decision 0024).
    staticCSP: true,
    transformStaticCSP: swaggerUiCsp,
    uiConfig: { validatorUrl: null },
  });
  await app.register(authentication);
  await app.register(access);
  await app.register(inputText);

  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(shopsRoutes);
  await app.register(notificationsRoutes);
  await app.register(platformRoutes);
  await app.register(productsRoutes);
  await app.register(priceGridRoutes);
  await app.register(storefrontRoutes);
  await app.register(uploadsRoutes);
  await app.register(agentRequestsRoutes);
  await app.register(agentsTeamRoutes);
  await app.register(collaboratorsRoutes);
  await app.register(stockRoutes);
  await app.register(deliveryRoutes);
  await app.register(promotionsRoutes);
  await app.register(paymentsRoutes);
  await app.register(ordersRoutes);
  await app.register(clientsRoutes);
  await app.register(tasksRoutes);
  await app.register(tourismRoutes);
  await app.register(bookingPaymentRoutesOf);
  await app.register(importsRoutes);
  await app.register(opportunitiesRoutes);
  await app.register(receivablesRoutes);
  await app.register(accountingRoutes);
  await app.register(documentsRoutes);
  await app.register(invoicesRoutes);
  await app.register(overviewRoutes);
  await app.register(legalRoutes);
  await app.register(commissionsRoutesOf);
  await app.register(objectivesRoutesOf);
  await app.register(loyaltyRoutesOf);
  if (!opts.config.production) await app.register(devOutboxRoutes);

  const serveIndex = await registerWebApp(app, opts.config.webDist);
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/v1/') && !request.url.startsWith('/uploads/');
    if (isPage && serveIndex) return serveIndex(request, reply);
    return reply.status(404).send({
      success: false,
      message: `Route introuvable : ${request.method} ${request.url.split('?')[0]}`,
    });
  });
  return app;
}
