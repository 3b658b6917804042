export {
  findUserByLogin,
  isTaken,
  loadMemberships,
  loadPrincipalUser,
  loadSessionPrincipal,
  type PrincipalMembership,
  type PrincipalUser,
  toPublicUser,
} from './users.service.ts';
export { masterAccounts, type UserRow, users } from './users.table.ts';
