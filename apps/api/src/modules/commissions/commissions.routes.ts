import { commissionsRoutes as routes } from '@cuvee/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TenantTx } from '../../db/tenant.ts';
import { route } from '../../lib/route.ts';
import { shops } from '../shops/index.ts';
import { boardFile, statementCsv, statementFileName, statementPdf } from './commissions.files.ts';
import { remindCommissions } from './commissions.reminders.ts';
import { addRule, listRules } from './commissions.rules.ts';
import {
  board,
  drawUp,
  oneStatement,
  ownStatements,
  payStatement,
  type Scope,
  statementFor,
} from './commissions.statements.ts';

const ok = true as const;

/** A statement as a download: its CSV, or its PDF drawn on the documents' page. */
async function sendStatement(
  tx: TenantTx,
  scope: Scope,
  reply: FastifyReply,
  statement: Awaited<ReturnType<typeof oneStatement>>['statement'],
  format: 'csv' | 'pdf',
) {
  reply.header('content-disposition', `attachment; filename="${statementFileName(statement, format)}"`);
  if (format === 'csv') {
    reply.type('text/csv; charset=utf-8');
    return statementCsv(statement);
  }
  const [shop] = await tx.select({ name: shops.name }).from(shops).where(eq(shops.id, scope.shop!.id));
  reply.type('application/pdf');
  return (await statementPdf(statement, shop?.name ?? '')) as unknown as string;
}

/** An agent's commissions (issue 28, decisions 0147–0151), each in the request's tenant transaction. */
export async function commissionsRoutesOf(app: FastifyInstance) {
  const { jobs, db } = app.deps;
  jobs.sweep('commission reminders', remindCommissions(db));

  route(app, routes.board, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await board(tx, ctx, query.quarter)),
  }));
  route(app, routes.export, async ({ ctx, tx, query, reply }) => {
    const figures = { success: ok, ...(await board(tx, ctx, query.quarter)) };
    const file = await boardFile(figures, query.format);
    reply.header(
      'content-disposition',
      `attachment; filename="Commissions-${figures.quarter}.${query.format}"`,
    );
    reply.type(
      query.format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    return file as unknown as string;
  });
  route(app, routes.rules, async ({ ctx, tx, params }) => ({
    success: ok,
    ...(await listRules(tx, ctx, params.agentId)),
  }));
  route(app, routes.addRule, async ({ ctx, tx, params, body }) => {
    const { rule, message } = await addRule(tx, ctx, params.agentId, body);
    return { success: ok, rule, message };
  });
  route(app, routes.preview, async ({ ctx, tx, params, query }) => ({
    success: ok,
    statement: await statementFor(tx, ctx, params.agentId, query.quarter),
  }));
  route(app, routes.drawUp, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await drawUp(tx, ctx, body.agentId, body.quarter)),
  }));
  route(app, routes.pay, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await payStatement(tx, ctx, params.id, body.reference)),
  }));
  route(app, routes.file, async ({ ctx, tx, params, query, reply }) => {
    const { statement } = await oneStatement(tx, ctx, params.id);
    return sendStatement(tx, ctx, reply, statement, query.format);
  });
  route(app, routes.mine, async ({ ctx, tx }) => ({ success: ok, statements: await ownStatements(tx, ctx) }));
  route(app, routes.mineOne, async ({ ctx, tx, params }) => ({
    success: ok,
    statement: (await oneStatement(tx, ctx, params.id, ctx.user.id)).statement,
  }));
  route(app, routes.mineFile, async ({ ctx, tx, params, query, reply }) => {
    const { statement } = await oneStatement(tx, ctx, params.id, ctx.user.id);
    return sendStatement(tx, ctx, reply, statement, query.format);
  });
}
