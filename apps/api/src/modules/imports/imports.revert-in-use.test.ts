import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/test-app.ts';
import { clients } from '../clients/index.ts';
import { stockedWine } from '../orders/orders.fixtures.ts';
import { clientRows, FILE_HEADER, toCsv } from './imports.fixtures.ts';
import { countClients, upload, useImportsApp } from './imports.test.support.ts';

// An import whose clients already have an order cannot be reverted (orders keep their client):
// a French 409 and nothing removed, never a 500 (issue 23, finding 6's follow-up).
const app = useImportsApp();

describe('reverting an import once one of its clients has an order', () => {
  it('answers 409 in French and removes no client', async () => {
    const csv = toCsv([FILE_HEADER, ...clientRows(20)]);
    const importId = (await upload(app.t, csv, 'vingt.csv', app.owner)).json().import.id;
    expect(
      (await call(app.t.app, 'POST', `/v1/client-imports/${importId}/start`, { jwt: app.owner })).status,
    ).toBe(200);
    await app.t.app.deps.jobs.settled();
    const [client] = await app.t.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.importId, importId))
      .limit(1);
    const wine = await stockedWine(app.t.db, app.demoId);
    const entered = await call(app.t.app, 'POST', '/v1/orders/manage', {
      jwt: app.owner,
      body: {
        kind: 'order',
        clientId: client!.id,
        lines: [
          {
            productId: wine.product.id,
            formatId: wine.format.id,
            vintage: wine.line.vintage,
            quantity: 6,
            discountBp: 0,
          },
        ],
      },
    });
    expect(entered.status).toBe(200);
    const before = await countClients(app);
    const reverted = await call(app.t.app, 'POST', `/v1/client-imports/${importId}/revert`, {
      jwt: app.owner,
    });
    expect(reverted.status).toBe(409);
    expect(reverted.body.message).toBe(
      "Des clients de cet import ont déjà des commandes, factures ou règlements : l'import ne peut plus être annulé",
    );
    expect(await countClients(app)).toBe(before);
    const listed = await call(app.t.app, 'GET', `/v1/client-imports/${importId}`, { jwt: app.owner });
    expect(listed.body.import.status).toBe('completed');
  });
});
