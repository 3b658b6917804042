// What other modules may use of client imports.
export { importClientsQueue } from './imports.job.ts';
export { type ClientImportRow, clientImports } from './imports.table.ts';
