import { accountingRoutes as routes } from '@cuvee/contracts';
import { FEC_LINE_BREAK, fecHeader } from '@cuvee/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import {
  listAccounts,
  listJournals,
  saveJournal,
  saveSettings,
  setAccount,
  settingsOf,
} from './accounting.chart.ts';
import { setClientCode } from './accounting.client-codes.ts';
import { checkYear, descriptionOf, fecContext, fecLines } from './accounting.fec.ts';
import { preEntries } from './accounting.pre-entries.ts';
import { closePeriod, listEntries, listPeriods } from './accounting.read.ts';

const ok = true as const;

/** The books (issue 26): chart, journals, settings, entries, closing, FEC and pre-entries. */
export async function accountingRoutes(app: FastifyInstance) {
  route(app, routes.settings, async ({ ctx, tx }) => ({ success: ok, settings: await settingsOf(tx, ctx) }));
  route(app, routes.saveSettings, async ({ ctx, tx, body }) => ({
    success: ok,
    message: 'Les réglages de la comptabilité sont enregistrés',
    settings: await saveSettings(tx, ctx, body),
  }));
  route(app, routes.accounts, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await listAccounts(tx, ctx, query.on)),
  }));
  route(app, routes.setAccount, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await setAccount(tx, ctx, params.key, body)),
  }));
  route(app, routes.setClientCode, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await setClientCode(tx, ctx, params.clientId, body.code)),
  }));
  route(app, routes.journals, async ({ ctx, tx }) => ({
    success: ok,
    journals: await listJournals(tx, ctx),
  }));
  route(app, routes.saveJournal, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await saveJournal(tx, ctx, params.code, body)),
  }));
  route(
    app,
    routes.entries,
    async ({ ctx, tx, query }) => ({ success: ok, ...(await listEntries(tx, ctx, query)) }),
    {
      statementTimeoutMs: 10_000,
    },
  );
  route(app, routes.periods, async ({ ctx, tx }) => ({ success: ok, periods: await listPeriods(tx, ctx) }));
  route(app, routes.closePeriod, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await closePeriod(tx, ctx, body.month)),
  }));
  route(app, routes.fecCheck, async ({ ctx, tx, query }) => checkYear(tx, ctx, query.year));
  route(app, routes.fec, async ({ ctx, tx, query, reply }) => {
    // The check first (one pass, line by line): a file with blocking errors is never sent.
    const check = await checkYear(tx, ctx, query.year);
    if (check.errors.length > 0)
      throw new HttpError(422, `Le FEC n’est pas conforme : ${check.errors.slice(0, 5).join(' ; ')}`);
    const fec = await fecContext(tx, ctx, query.year);
    // Then streamed a page of entries at a time, inside the request's transaction.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': `attachment; filename="${fec.fileName}"`,
      'x-fec-warnings': String(check.warnings.length),
      'cache-control': 'no-store',
    });
    const write = (text: string) =>
      res.write(text) ? Promise.resolve() : new Promise<void>((done) => res.once('drain', () => done()));
    let buffer = fecHeader(fec.options);
    for await (const row of fecLines(tx, ctx, fec)) {
      buffer += FEC_LINE_BREAK + row;
      if (buffer.length > 64_000) {
        await write(buffer);
        buffer = '';
      }
    }
    await write(buffer);
    res.end();
    return undefined as unknown as string;
  });
  route(app, routes.fecDescription, async ({ ctx, tx, query, reply }) => {
    const d = await descriptionOf(tx, ctx, query.year);
    reply.header('content-disposition', `attachment; filename="${d.fileName}"`);
    reply.type('text/plain; charset=utf-8');
    return d.text;
  });
  route(app, routes.preEntries, async ({ ctx, tx, query, reply }) => {
    const file = await preEntries(tx, ctx, query);
    reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
    reply.type(
      query.format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    return file.bytes as unknown as string;
  });
}
