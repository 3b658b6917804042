import { previousQuarter, quarterOf, todayInFrance } from '@cuvee/domain';
import type { FastifyInstance } from 'fastify';
import { asDemoOwner } from './demo-sales.ts';

/*
 * The demo's commissions (issue 28, Build 7), through the API as the owner would: each agent's
 * contract (10 % of HT on paid invoices since 1 January 2025, 12 % for cavistes from 1 July
 * 2026, a dated change the statements show), and the last ended quarter's statements drawn up.
 * The current quarter shows on the board as of today, from the demo's own sales.
 */

type Board = { rows: { agent: { id: string }; rateBp: number | null }[] };

export async function seedDemoCommissions(app: FastifyInstance): Promise<number> {
  const { call, jwt } = await asDemoOwner(app);
  const board = await call<Board>('GET', '/v1/commissions/board', jwt);
  let made = 0;
  for (const row of board.rows) {
    if (row.rateBp !== null) continue;
    const rule = (body: object) => call('POST', `/v1/commissions/agents/${row.agent.id}/rules`, jwt, body);
    await rule({ validFrom: '2025-01-01', basis: 'invoicesPaid', rateBp: 1000 });
    await rule({ validFrom: '2026-07-01', basis: 'invoicesPaid', rateBp: 1200, typology: 'caviste' });
    // The last ended quarter's statement; one already there (or no rate then) is left as it is.
    const res = await app.inject({
      method: 'POST',
      url: '/v1/commissions/statements',
      headers: { authorization: `Bearer ${jwt}` },
      payload: { agentId: row.agent.id, quarter: previousQuarter(quarterOf(todayInFrance())) },
    });
    if (res.statusCode === 200) made++;
  }
  return made;
}
