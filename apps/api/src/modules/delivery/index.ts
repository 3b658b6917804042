// What other modules may use of the delivery module (the orders module prices and places with it).
export { deliveryOptionsFor } from './delivery.options.ts';
export { deliveryCollectionPoints, deliveryModes } from './delivery.table.ts';
