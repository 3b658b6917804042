// What other modules may use of the opportunities module.
export { type OpportunityRow, opportunities } from './opportunities.table.ts';
