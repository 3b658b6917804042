// What other modules may use of the clients module.
export { type ClientActivityEntry, recordClientActivity } from './client-activities.ts';
export { clientRowOf, derivedColumns, displayNameOf } from './clients.rows.ts';
export { type ClientRow, clientActivities, clientAddresses, clients } from './clients.table.ts';
