/*
 * A loyalty reward's discount in an order (issue 29): an amount in the buyer's price basis,
 * spread over the lines in proportion of what they cost after their own promotions, whole
 * cents, the remainders to the largest first, never above a line nor above the order. Called
 * from one place, priceOrder (cart-order.ts), as a promotion of each line.
 */
export function loyaltyDiscountShares(nets: readonly number[], amount: number): number[] {
  const total = nets.reduce((n, v) => n + Math.max(0, v), 0);
  const off = Math.max(0, Math.min(Math.round(amount), total));
  if (off === 0) return nets.map(() => 0);
  const exact = nets.map((v) => (Math.max(0, v) * off) / total);
  const shares = exact.map(Math.floor);
  let left = off - shares.reduce((n, v) => n + v, 0);
  const order = exact
    .map((v, i) => ({ i, rest: v - Math.floor(v) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (shares[i]! < Math.max(0, nets[i]!)) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}
