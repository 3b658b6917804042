// What other modules may use of the shops module.

export {
  type AgentSector,
  activeAgentIds,
  addAgentMembership,
  agentMembership,
  agentTypologiesIn,
  moveAgentMembership,
  removeAgentMembership,
  setAgentSector,
} from './shops.agents.ts';
export { bankDetailsOf, legalMentionOf, shopBilling, updateShopBilling } from './shops.billing.ts';
export {
  addAgentRequest,
  addBuyerMembership,
  decideAgentMembership,
  setBuyerTypology,
} from './shops.memberships.ts';
export { activeOwnerIds, activeStaffIdsWith } from './shops.owners.ts';
// The people of the sales structure and objectives (issue 28 part 4).
export { type SalesMember, salesMembers } from './shops.sales-members.ts';
export {
  actedShop,
  createShop,
  findShopPublic,
  listShopDirectory,
  toShop,
  UUID,
} from './shops.service.ts';
export {
  addRolePreset,
  addStaffMembership,
  deleteRolePreset,
  hasMembership,
  removeStaffMembership,
  rolePreset,
  rolePresets,
  type StaffMembership,
  type StaffRights,
  setStaffRights,
  setStaffStatus,
  staffMembership,
  staffMemberships,
  updateRolePreset,
} from './shops.staff.ts';
export { type RolePresetRow, type ShopRow, shopMemberships, shopRolePresets, shops } from './shops.table.ts';
