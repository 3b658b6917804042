// What other modules may use of the loyalty programme (issue 29, decisions 0180–0184): the
// invoices' settlement credits points, the credit flow takes them back, the cart and placement
// read the reward chosen and spend it.
export { creditPaidInvoices, reverseCreditedPoints, type SettledInvoice } from './loyalty.earn.ts';
export { expirePoints } from './loyalty.expiry.ts';
export { checkOffered, type LoyaltyChoice, loyaltyChoices, REWARD, spendReward } from './loyalty.rewards.ts';
export { loyaltyRoutesOf } from './loyalty.routes.ts';
