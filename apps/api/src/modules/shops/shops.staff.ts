import { and, asc, eq, inArray } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { type RolePresetRow, shopMemberships, shopRolePresets } from './shops.table.ts';

/*
 * A shop's collaborators' memberships (role iam) and the presets of their rights (settings
 * 'roles'; issue 28): the shops module owns both tables, the collaborators module asks for these
 * moves. Only an active membership grants anything (users.service loads active ones only), so a
 * suspended or deleted one is refused at the member's very next request.
 */

export type StaffMembership = {
  userId: string;
  status: 'active' | 'suspended';
  authorizations: Record<string, boolean> | null;
  rightsUntil: Record<string, string> | null;
  presetId: string | null;
  since: Date;
};

const fields = {
  userId: shopMemberships.userId,
  status: shopMemberships.status,
  authorizations: shopMemberships.authorizations,
  rightsUntil: shopMemberships.rightsUntil,
  presetId: shopMemberships.presetId,
  since: shopMemberships.createdAt,
};
const isStaff = [eq(shopMemberships.role, 'iam'), inArray(shopMemberships.status, ['active', 'suspended'])];

/** The shop's collaborators' memberships, active and suspended, oldest first. */
export async function staffMemberships(tx: TenantTx, scope: TenantScope): Promise<StaffMembership[]> {
  const rows = await scoped(tx, scope)
    .select(fields)
    .from(shopMemberships)
    .where(...isStaff)
    .orderBy(asc(shopMemberships.createdAt));
  return rows as StaffMembership[];
}

/** One collaborator's membership of the shop acted on, locked for a change; null when none. */
export async function staffMembership(
  tx: TenantTx,
  scope: TenantScope,
  userId: string,
): Promise<StaffMembership | null> {
  const [row] = await scoped(tx, scope)
    .select(fields)
    .from(shopMemberships)
    .where(eq(shopMemberships.userId, userId), ...isStaff)
    .for('update');
  return (row as StaffMembership | undefined) ?? null;
}

/** Whether the user has any membership of the shop acted on (a buyer's, an agent's…). */
export async function hasMembership(tx: TenantTx, scope: TenantScope, userId: string): Promise<boolean> {
  const rows = await scoped(tx, scope)
    .select({ userId: shopMemberships.userId })
    .from(shopMemberships)
    .where(eq(shopMemberships.userId, userId));
  return rows.length > 0;
}

export type StaffRights = {
  authorizations: Record<string, boolean>;
  rightsUntil: Record<string, string>;
  presetId: string | null;
};

export async function addStaffMembership(
  tx: TenantTx,
  scope: TenantScope,
  userId: string,
  rights: StaffRights,
): Promise<void> {
  await scoped(tx, scope)
    .insert(shopMemberships)
    .values([{ userId, role: 'iam', status: 'active', ...rights }]);
}

export async function setStaffRights(
  tx: TenantTx,
  scope: TenantScope,
  userId: string,
  rights: StaffRights,
): Promise<void> {
  await scoped(tx, scope)
    .update(shopMemberships)
    .set(rights)
    .where(eq(shopMemberships.userId, userId), eq(shopMemberships.role, 'iam'));
}

export async function setStaffStatus(
  tx: TenantTx,
  scope: TenantScope,
  userId: string,
  status: 'active' | 'suspended',
): Promise<void> {
  await scoped(tx, scope)
    .update(shopMemberships)
    .set({ status })
    .where(eq(shopMemberships.userId, userId), eq(shopMemberships.role, 'iam'));
}

export async function removeStaffMembership(tx: TenantTx, scope: TenantScope, userId: string): Promise<void> {
  await scoped(tx, scope)
    .delete(shopMemberships)
    .where(eq(shopMemberships.userId, userId), eq(shopMemberships.role, 'iam'));
}

// The presets of the settings' 'roles'.

export async function rolePresets(tx: TenantTx, scope: TenantScope): Promise<RolePresetRow[]> {
  return scoped(tx, scope)
    .selectAll(shopRolePresets)
    .orderBy(asc(shopRolePresets.createdAt), asc(shopRolePresets.id));
}

export async function rolePreset(
  tx: TenantTx,
  scope: TenantScope,
  id: string,
): Promise<RolePresetRow | null> {
  const [row] = await scoped(tx, scope).selectAll(shopRolePresets, eq(shopRolePresets.id, id));
  return row ?? null;
}

export async function addRolePreset(
  tx: TenantTx,
  scope: TenantScope,
  preset: { name: string; rights: Record<string, boolean> },
): Promise<RolePresetRow> {
  const [row] = await scoped(tx, scope).insert(shopRolePresets).values([preset]).returning();
  return row!;
}

export async function updateRolePreset(
  tx: TenantTx,
  scope: TenantScope,
  id: string,
  preset: { name: string; rights: Record<string, boolean> },
): Promise<RolePresetRow | null> {
  const [row] = await scoped(tx, scope)
    .update(shopRolePresets)
    .set(preset)
    .where(eq(shopRolePresets.id, id))
    .returning();
  return row ?? null;
}

export async function deleteRolePreset(tx: TenantTx, scope: TenantScope, id: string): Promise<boolean> {
  const rows = await scoped(tx, scope)
    .delete(shopRolePresets)
    .where(and(eq(shopRolePresets.id, id)))
    .returning({ id: shopRolePresets.id });
  return rows.length > 0;
}
