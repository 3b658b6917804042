import type { FastifyInstance } from 'fastify';
import { asDemoOwner } from './demo-sales.ts';

/*
 * Domaine Démo's loyalty programme (issue 29, Build 7), through the API as its owner would: one
 * point per euro HT paid, points valid 24 months, three tiers, a bottle offered from Argent and
 * a 10 € discount. Saved before the demo's sales, so their paid invoices earn their clients'
 * points; then the clients who brought their paper loyalty card get it carried over by hand
 * (an adjustment with its author and reason), so that there are clients at every tier.
 */

type Stock = { lines: { productId: string; productName: string; formatId: string; available: number }[] };
type Programme = { programme: { active: boolean } };

export async function seedDemoLoyaltyProgramme(app: FastifyInstance): Promise<boolean> {
  const { call, jwt } = await asDemoOwner(app);
  const { programme } = await call<Programme>('GET', '/v1/loyalty/programme', jwt);
  if (programme.active) return false;
  const { lines } = await call<Stock>('GET', '/v1/stocks?limit=200', jwt);
  const galets = lines.find((l) => l.productName === 'Les Galets Rouge');
  const petit = lines.find((l) => l.productName === 'Le Petit Démo');
  const offered = [galets, petit]
    .filter((l): l is NonNullable<typeof l> => Boolean(l))
    .map((l) => ({ productId: l.productId, formatId: l.formatId }));
  await app.inject({
    method: 'PUT',
    url: '/v1/loyalty/programme',
    headers: { authorization: `Bearer ${jwt}` },
    payload: {
      active: true,
      pointsPerEuro: 1,
      expiryMonths: 24,
      tiers: [
        { name: 'Bronze', threshold: 0, advantages: 'Les nouveautés du domaine en avant-première' },
        { name: 'Argent', threshold: 150, advantages: 'Une bouteille offerte au choix' },
        {
          name: 'Or',
          threshold: 500,
          advantages: 'Invitation aux vendanges et à la dégustation des primeurs',
        },
      ],
      rewards: [
        {
          name: 'Une bouteille offerte',
          kind: 'products',
          pointsRequired: 100,
          products: offered,
          maxChoice: 1,
          tierName: 'Argent',
        },
        { name: 'Remise de 10 €', kind: 'discount', pointsRequired: 200, discountCents: 1000 },
      ],
    },
  });
  return true;
}

/** Paper loyalty cards carried over: Julie Durand (Argent), two more clients (Bronze and Or). */
const CARRIED: ReadonlyArray<{ search: string; points: number }> = [
  { search: 'Julie Durand', points: 180 },
  { search: 'Table de Margaux', points: 60 },
  { search: 'Hôtel des Remparts', points: 620 },
];

export async function seedDemoLoyaltyClients(app: FastifyInstance): Promise<number> {
  const { call, jwt } = await asDemoOwner(app);
  let carried = 0;
  for (const { search, points } of CARRIED) {
    const { clients } = await call<{ clients: { id: string }[] }>(
      'GET',
      `/v1/clients?q=${encodeURIComponent(search)}&limit=1`,
      jwt,
    );
    const id = clients[0]?.id;
    if (!id) continue;
    const { total } = await call<{ total: number }>('GET', `/v1/loyalty/clients/${id}?limit=1`, jwt);
    if (total > 0) continue;
    await call('POST', `/v1/loyalty/clients/${id}/adjustments`, jwt, {
      points,
      reason: 'Reprise de la carte de fidélité papier',
    });
    carried++;
  }
  return carried;
}
