// What other modules may use of the commissions module (issue 28): an agent page's rules and
// statements, what each agent earned over quarters (the agents' analytics), its tables'
// declarations (db/schema.ts) and its routes (app.ts).

export { agentCommissions } from './commissions.agent-page.ts';
export { commissionsEarned } from './commissions.earned.ts';
export { sendCommissionReminders } from './commissions.reminders.ts';
export { commissionsRoutesOf } from './commissions.routes.ts';
