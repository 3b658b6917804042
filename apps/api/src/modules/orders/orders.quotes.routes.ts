import { quotesRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { quotePdf, quoteView, sendQuote } from '../../flows/quote-send.flow.ts';
import { route } from '../../lib/route.ts';
import { answerQuote } from './orders.quote-answer.ts';

/** 'Devis D-000003.pdf', and its ASCII fallback for old clients. */
const disposition = (name: string) =>
  `attachment; filename="${name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Quotes sent by e-mail (issue 24): the shop's 'Envoyer', and the client's page behind the
 * mailed link — open to anyone holding the link, rate-limited per address as sign-in is.
 */
export function quoteRoutes(app: FastifyInstance) {
  const { jobs, config } = app.deps;
  const limited = { config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } } };

  route(
    app,
    routes.send,
    async ({ ctx, tx, params, body }) => ({
      success: true as const,
      message: await sendQuote({ jobs, publicUrl: config.publicUrl }, tx, ctx, params.id, body),
    }),
    { jobs: true },
  );
  route(
    app,
    routes.view,
    async ({ db, params }) => ({ success: true as const, quote: await quoteView(db, params.token) }),
    limited,
  );
  route(
    app,
    routes.pdf,
    async ({ db, params, reply }) => {
      const { fileName, pdf } = await quotePdf(db, config.dataDir, params.token);
      reply.type('application/pdf');
      reply.header('content-disposition', disposition(fileName));
      return pdf as unknown as string;
    },
    limited,
  );
  route(
    app,
    routes.accept,
    async ({ db, params }) => ({
      success: true as const,
      ...(await answerQuote(db, params.token, { kind: 'accept' })),
    }),
    limited,
  );
  route(
    app,
    routes.refuse,
    async ({ db, params, body }) => ({
      success: true as const,
      ...(await answerQuote(db, params.token, { kind: 'refuse', reason: body.reason })),
    }),
    limited,
  );
}
