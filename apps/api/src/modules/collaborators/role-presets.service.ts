import type { RolePreset, RolePresetInput } from '@cuvee/contracts';
import { grantedRights, rightsOf } from '@cuvee/domain';
import type { TenantTx } from '../../db/tenant.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import {
  addRolePreset,
  deleteRolePreset,
  type RolePresetRow,
  rolePresets,
  updateRolePreset,
} from '../shops/index.ts';

/*
 * The presets of the settings' 'roles' (issue 28): a name and rights, chosen at once on a
 * collaborator's checklist. Changing or deleting one leaves the collaborators' own rights as
 * they are (a preset fills the checklist; the membership keeps what was granted).
 */

const PRESET_NOT_FOUND = 'Ce modèle de droits est introuvable';
const NAME_TAKEN = 'Un modèle de droits porte déjà ce nom';

const toPreset = (row: RolePresetRow): RolePreset => ({
  id: row.id,
  name: row.name,
  rights: grantedRights(row.rights),
});

export async function listPresets(ctx: ShopCtx, tx: TenantTx): Promise<RolePreset[]> {
  return (await rolePresets(tx, ctx)).map(toPreset);
}

async function checkFreeName(ctx: ShopCtx, tx: TenantTx, name: string, except?: string) {
  const clash = (await rolePresets(tx, ctx)).find(
    (p) => p.name.toLowerCase() === name.toLowerCase() && p.id !== except,
  );
  if (clash) throw new HttpError(409, NAME_TAKEN);
}

export async function createPreset(ctx: ShopCtx, tx: TenantTx, input: RolePresetInput): Promise<RolePreset> {
  const name = input.name.trim();
  await checkFreeName(ctx, tx, name);
  return toPreset(
    await addRolePreset(tx, ctx, { name, rights: rightsOf(input.rights) as Record<string, boolean> }),
  );
}

export async function updatePreset(
  ctx: ShopCtx,
  tx: TenantTx,
  id: string,
  input: RolePresetInput,
): Promise<RolePreset> {
  const name = input.name.trim();
  await checkFreeName(ctx, tx, name, id);
  const row = await updateRolePreset(tx, ctx, id, {
    name,
    rights: rightsOf(input.rights) as Record<string, boolean>,
  });
  if (!row) throw notFound(PRESET_NOT_FOUND);
  return toPreset(row);
}

export async function removePreset(ctx: ShopCtx, tx: TenantTx, id: string): Promise<void> {
  if (!(await deleteRolePreset(tx, ctx, id))) throw notFound(PRESET_NOT_FOUND);
}
