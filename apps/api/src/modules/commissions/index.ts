// What other modules may use of the commissions module (issue 28): nothing yet but its tables'
// declarations (db/schema.ts) and its routes (app.ts).

export { sendCommissionReminders } from './commissions.reminders.ts';
export { commissionsRoutesOf } from './commissions.routes.ts';
