export { createShop, findShopPublic, getShopById, toShop, UUID } from './shops.service.ts';
export { type ShopRow, shopMemberships, shops } from './shops.table.ts';
