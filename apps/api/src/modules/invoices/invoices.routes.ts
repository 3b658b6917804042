import { invoicesRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { creditAndCancel } from '../../flows/credit-and-cancel.flow.ts';
import { issueAndMail } from '../../flows/issue-and-mail.flow.ts';
import { route } from '../../lib/route.ts';
import { usedOfCreditNotes } from '../ledger/index.ts';
import { todayInFrance } from './invoices.numbering.ts';
import { getInvoice, listInvoices, summaryOf } from './invoices.read.ts';
import { ventilationCsv, ventilationOf } from './invoices.ventilation.ts';

const ok = true as const;

/** Invoices, deposit invoices, credit notes and the ventilation (issue 16, decision 0047). */
export async function invoicesRoutes(app: FastifyInstance) {
  const { jobs, config } = app.deps;
  // Issuing queues the PDF's job in the route's transaction: the queue starts before it opens
  // (Jobs.send on PGlite), and only for a caller allowed to issue.
  app.addHook('preHandler', async (request) => {
    const contract = request.routeOptions.config.contract;
    if ((contract === routes.issue || contract === routes.credit) && request.ctx.shop) await jobs.start();
  });

  route(app, routes.issue, async ({ ctx, tx, body }) => {
    const invoice = await issueAndMail({ jobs, publicUrl: config.publicUrl }, tx, ctx, body);
    const what = invoice.kind === 'deposit' ? "La facture d'acompte" : 'La facture';
    return { success: ok, message: `${what} ${invoice.number} a été émise`, invoice: summaryOf(invoice) };
  });
  route(app, routes.credit, async ({ ctx, tx, params, body }) => {
    const credit = await creditAndCancel(jobs, tx, ctx, params.id, body);
    const used = (await usedOfCreditNotes(tx, ctx, [credit.id])).get(credit.id);
    return {
      success: ok,
      message: `L'avoir ${credit.number} a été émis`,
      invoice: summaryOf(credit, null, todayInFrance(), used),
    };
  });
  route(app, routes.list, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await listInvoices(tx, ctx, query)),
  }));
  route(app, routes.ventilation, async ({ ctx, tx, query }) => ({
    success: ok,
    from: query.from,
    to: query.to,
    ...(await ventilationOf(tx, ctx, query.from, query.to)),
  }));
  route(app, routes.ventilationCsv, async ({ ctx, tx, query, reply }) => {
    const v = await ventilationOf(tx, ctx, query.from, query.to);
    reply.header('content-disposition', `attachment; filename="ventilation-${query.from}-${query.to}.csv"`);
    reply.type('text/csv; charset=utf-8');
    return ventilationCsv(v, query.from, query.to);
  });
  route(app, routes.get, async ({ ctx, tx, params }) => ({
    success: ok,
    invoice: await getInvoice(tx, ctx, params.id),
  }));
}
