import { DeliveryModeInput } from '@cuvee/contracts';
import { METROPOLITAN_DEPARTMENTS } from '@cuvee/domain';
import { createMode } from '../../modules/delivery/delivery.service.ts';
import type { DbOrTx } from '../client.ts';
import { systemScope, systemTx } from '../tenant.ts';

/**
 * The demo shops' delivery: home delivery by carrier in metropolitan France, priced by bottles
 * (1–5: 12 €, 6–11: 15 €, 12 and more: 18 €; free from 24 bottles), and pick-up at the estate,
 * free. Written through the back office's own service.
 */
export const DEMO_DELIVERY_MODES = [
  {
    kind: 'carrier',
    name: 'Livraison à domicile',
    carrier: 'Colissimo',
    instructions: 'Livraison sous 3 à 5 jours ouvrés, remise contre signature.',
    zones: { countries: [], departments: [...METROPOLITAN_DEPARTMENTS] },
    basis: 'bottles',
    brackets: [
      { from: 1, priceCents: 1200 },
      { from: 6, priceCents: 1500 },
      { from: 12, priceCents: 1800 },
    ],
    franco: { kind: 'products', value: 24 },
  },
  {
    kind: 'pickup',
    name: 'Retrait au domaine',
    instructions: 'Du lundi au samedi, de 9 h à 12 h et de 14 h à 18 h.',
    zones: { countries: [], departments: [...METROPOLITAN_DEPARTMENTS] },
    basis: 'bottles',
    brackets: [],
  },
] as const;

export async function seedDemoDelivery(tx: DbOrTx, shopId: string, ownerId: string) {
  const scope = systemScope(shopId, ownerId);
  for (const mode of DEMO_DELIVERY_MODES)
    await createMode(scope, systemTx(tx), DeliveryModeInput.parse(mode));
}
