import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { proClient, req } from '../clients/clients.fixtures.ts';
import { anyWine } from './orders.fixtures.ts';

// Another shop's order, for orders.shipments.test.ts to show the shipping desk keeps it apart.

/** An order of Maison Seconde, entered by its owner. */
export async function foreignOrder(t: TestApp, seconde: string) {
  const jwt = await t.login('maison.seconde@cuvee.demo');
  const client = await req(t, 'POST', '/v1/clients', {
    jwt,
    shop: seconde,
    body: proClient({ company: 'Cave Voisine', email: 'voisine@expeditions.test', siret: undefined }),
  });
  const bottle = await anyWine(t.db, seconde);
  const made = await req(t, 'POST', '/v1/orders/manage', {
    jwt,
    shop: seconde,
    body: {
      kind: 'order',
      clientId: client.body.client.id,
      lines: [{ productId: bottle.product.id, formatId: bottle.format.id, quantity: 1 }],
    },
  });
  expect(made.status).toBe(200);
  return made.body.order.id as string;
}
