// Account moves (auth's registration, validation and reset; issue 25).
export {
  createUser,
  markEmailValidated,
  markSignedIn,
  type NewUser,
  replacePassword,
} from './users.accounts.ts';
export { listAddresses, rememberUsedAddresses } from './users.addresses.ts';
export {
  findUserByLogin,
  isTaken,
  loadAccountStates,
  loadMemberships,
  loadPrincipalUser,
  loadSessionPrincipal,
  type PrincipalMembership,
  type PrincipalUser,
  toPublicUser,
} from './users.service.ts';
export { masterAccounts, type UserAddressRow, type UserRow, userAddresses, users } from './users.table.ts';
