import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, makeUser } from '../../db/seed/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { notifications } from '../notifications/index.ts';
import { modeId, shopId, stockedWine } from './orders.fixtures.ts';
import { shopCart } from './orders.placement.fixtures.ts';
import { userId } from './orders.sales.fixtures.ts';

// Who hears of a new order (spec §6 `newOrder`, issue 24): the shop's owners and the
// collaborators whose rights cover the orders (seeAllOrder), whether a buyer placed it or a
// member entered it; never whoever entered it, nor a member without that right.

let t: TestApp;
let demo: string;
let wine: Awaited<ReturnType<typeof stockedWine>>;
let home: string;
const id: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  demo = await shopId(t.db, 'domaine-demo');
  wine = await stockedWine(t.db, demo);
  home = await modeId(t.db, demo, 'Livraison à domicile');
  id.owner = await userId(t.db, 'proprietaire@cuvee.demo');
  // The demo collaborator (seeAllOrder among their rights) and the fully delegated one.
  id.iam = await userId(t.db, 'collaborateur@cuvee.demo');
  id.fullIam = await userId(t.db, 'multi.domaine@cuvee.demo');
  id.agent = await userId(t.db, 'agent@cuvee.demo');
  // A collaborator who enters orders for their clients but does not see all of the shop's.
  const entryOnly = await makeUser(t.db, { role: 'iam', email: 'iam.saisie.seule@cuvee.test' });
  await addMembership(t.db, {
    shopId: demo,
    userId: entryOnly.id,
    role: 'iam',
    authorizations: { createOrder: true, seeAllClient: true },
  });
  id.entryOnly = entryOnly.id;
});
afterAll(() => t?.close());

/** Who was told of the order, by user id. */
async function toldOf(orderId: string): Promise<string[]> {
  const rows = await t.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.type, 'newOrder'), eq(notifications.subjectId, orderId)));
  return rows.map((r) => r.userId).sort();
}
const sorted = (...ids: string[]) => [...ids].sort();

describe('newOrder', () => {
  it("tells the owner and the collaborators who see all orders of a buyer's order", async () => {
    const buyer = await t.login('client@cuvee.demo');
    const placed = await call(t.app, 'POST', '/v1/orders', {
      jwt: buyer,
      body: shopCart({ sellerId: demo, wine, deliveryModeId: home, quantity: 1 }),
    });
    expect(placed.status).toBe(200);
    await t.settled();
    const order = placed.body.orders[0] as { id: string; reference: string };
    expect(await toldOf(order.id)).toEqual(sorted(id.owner!, id.iam!, id.fullIam!));

    // The collaborator reads it in their notification centre, and may open the order it links to.
    const iam = await t.login('collaborateur@cuvee.demo');
    const centre = await call(t.app, 'GET', '/v1/notifications-centers', { jwt: iam });
    expect(centre.status).toBe(200);
    const mine = (centre.body.notifications as { content: string; redirectLink: string }[]).find((n) =>
      n.content.includes(order.reference),
    );
    expect(mine?.redirectLink).toBe(`/dashboard/orders/${order.id}`);
    expect((await call(t.app, 'GET', `/v1/orders/${order.id}`, { jwt: iam })).status).toBe(200);
  });

  it('tells the others, not whoever entered it, of an order entered in the back office', async () => {
    // The exact lists: neither the agent nor a collaborator without seeAllOrder hears of any.
    const owner = await t.login('proprietaire@cuvee.demo');
    const made = await call(t.app, 'POST', '/v1/clients', {
      jwt: owner,
      body: { kind: 'individual', lastname: 'Notifiée', firstname: 'Léa', typology: 'particulier' },
    });
    expect(made.status).toBe(200);
    // The collaborator without seeAllOrder reads the orders of the clients assigned to them.
    const theirs = await call(t.app, 'POST', '/v1/clients', {
      jwt: owner,
      body: { kind: 'individual', lastname: 'Assignée', typology: 'particulier', agentId: id.entryOnly },
    });
    expect(theirs.status).toBe(200);
    const entry = (jwt: string, clientId = made.body.client.id as string) =>
      call(t.app, 'POST', '/v1/orders/manage', {
        jwt,
        body: {
          kind: 'order',
          clientId,
          lines: [
            {
              productId: wine.product.id,
              formatId: wine.format.id,
              vintage: wine.line.vintage,
              quantity: 1,
              discountBp: 0,
            },
          ],
        },
      });

    const byIam = await entry(await t.login('collaborateur@cuvee.demo'));
    expect(byIam.status).toBe(200);
    expect(await toldOf(byIam.body.order.id)).toEqual(sorted(id.owner!, id.fullIam!));

    const byOwner = await entry(owner);
    expect(byOwner.status).toBe(200);
    expect(await toldOf(byOwner.body.order.id)).toEqual(sorted(id.iam!, id.fullIam!));

    const byEntryOnly = await entry(await t.login('iam.saisie.seule@cuvee.test'), theirs.body.client.id);
    expect(byEntryOnly.status).toBe(200);
    expect(await toldOf(byEntryOnly.body.order.id)).toEqual(sorted(id.owner!, id.iam!, id.fullIam!));
  });
});
