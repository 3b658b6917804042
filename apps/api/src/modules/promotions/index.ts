// What other modules may use of the promotions module (issue 29): the codes entered in a cart,
// read for pricing, and the use taken at placement.
export { claimPromoCode, enteredCodes, refusalError, unknownCode } from './promotions.apply.ts';
export { promoCodes, promoCodeUses } from './promotions.table.ts';
