// What other modules may use of the tasks module (the calendar of reservations and deliveries later).
export { type TaskRow, tasks } from './tasks.table.ts';
