// What other modules may use of the commissions module (issue 28): its routes (app.ts), its
// reminders' sweep, and what each agent earned over quarters (the agents' analytics, part 4).

export { commissionsEarned } from './commissions.earned.ts';
export { sendCommissionReminders } from './commissions.reminders.ts';
export { commissionsRoutesOf } from './commissions.routes.ts';
