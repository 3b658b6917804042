export * from '../modules/auth/auth.table.ts';
export * from '../modules/auth/sessions.table.ts';
export * from '../modules/mail/mail.table.ts';
export * from '../modules/notifications/notifications.table.ts';
export * from '../modules/platform/platform.table.ts';
export * from '../modules/products/products.table.ts';
export * from '../modules/shops/shops.table.ts';
export * from '../modules/users/users.table.ts';
