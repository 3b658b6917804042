import type { Permission } from '@cuvee/domain';
import { rightsOf } from '@cuvee/domain';
import { addRolePreset, addStaffMembership, setStaffRights } from '../../modules/shops/index.ts';
import type { DbOrTx } from '../client.ts';
import { systemScope, systemTx } from '../tenant.ts';
import { makeUser } from './factories.ts';

/*
 * The demo's team (issue 28): the settings' presets of rights 'Cave', 'Ventes' and
 * 'Comptabilité', and two collaborators given one each — Lucas Martin (Ventes, the demo's
 * collaborator) and Chloé Bernard at the cellar (Cave).
 */

export const DEMO_PRESETS: Record<'Cave' | 'Ventes' | 'Comptabilité', readonly Permission[]> = {
  Cave: ['seeAllProduct', 'seeAllStock', 'createWarehouse', 'manageDelivery'],
  Ventes: [
    'seeAllOrder',
    'createOrder',
    'createQuote',
    'billOrder',
    'manageDelivery',
    'seeAllPayment',
    'seeAllClient',
    'createClient',
    'seeAllTask',
    'createTask',
  ],
  Comptabilité: ['seeAllOrder', 'billOrder', 'seeAllPayment', 'accessAccounting', 'editAccountingCodes'],
};

export async function seedDemoTeam(db: DbOrTx, shopId: string, ownerId: string, salesIamId: string) {
  const tx = systemTx(db);
  const scope = systemScope(shopId, ownerId);
  const ids = new Map<string, string>();
  for (const [name, rights] of Object.entries(DEMO_PRESETS)) {
    const preset = await addRolePreset(tx, scope, {
      name,
      rights: rightsOf(rights) as Record<string, boolean>,
    });
    ids.set(name, preset.id);
  }
  await setStaffRights(tx, scope, salesIamId, {
    authorizations: rightsOf(DEMO_PRESETS.Ventes) as Record<string, boolean>,
    rightsUntil: {},
    presetId: ids.get('Ventes')!,
  });
  const cellar = await makeUser(db, {
    role: 'iam',
    email: 'chai@cuvee.demo',
    username: 'chai',
    firstname: 'Chloé',
    lastname: 'Bernard',
  });
  await addStaffMembership(tx, scope, cellar.id, {
    authorizations: rightsOf(DEMO_PRESETS.Cave) as Record<string, boolean>,
    rightsUntil: {},
    presetId: ids.get('Cave')!,
  });
}
