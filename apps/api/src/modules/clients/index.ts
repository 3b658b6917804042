// What other modules may use of the clients module.

export { type ClientActivityEntry, recordClientActivity } from './client-activities.ts';
export {
  type ClaimedInvitation,
  claimInvitation,
  clientForRegisteredBuyer,
  type RegisteredBuyer,
  tieInvitedAccount,
} from './clients.accounts.ts';
export { agentClientCounts, agentClients } from './clients.agents.ts';
export {
  clientIdOfUser,
  clientOfBuyer,
  clientsOfUserEverywhere,
  type StorefrontBuyer,
} from './clients.buyers.ts';
export { CLIENT_EXPORT_HEADERS, CLIENT_EXPORT_MAX_ROWS } from './clients.export.ts';
// A client import's batches (the imports module's job, issue 25).
export { type ImportedClient, insertImportedClients, takenEmailsAndSirets } from './clients.imported.ts';
export { shopClientEmails } from './clients.mail-reach.ts';
export { accountState, agentRef, memberName } from './clients.mapper.ts';
export { clientAssignees as teamMembers, findClients } from './clients.queries.ts';
export { clientRowOf, derivedColumns, displayNameOf } from './clients.rows.ts';
export {
  type ClientActor,
  checkAssignee,
  checkTypology,
  clientActorOf,
  findDuplicates,
  notFoundClient,
  refuseDuplicates,
  syncMembershipTypology,
  uniquely,
  visibleTo,
} from './clients.rules.ts';
export { clientValues, loadClient, removeImportedClients, visibleClientIds } from './clients.service.ts';
export {
  type ClientRow,
  clientActivities,
  clientAddresses,
  clientInvitations,
  clients,
} from './clients.table.ts';
