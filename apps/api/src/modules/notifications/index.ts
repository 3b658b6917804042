export { notify } from './notifications.service.ts';
export { notifications } from './notifications.table.ts';
