/**
 * Read-only views of the cart the API keeps on the user (spec §3 Cart). The cart rules
 * themselves (adding, removing, prices) arrive with the cart module; the shell shows the
 * badge count and the drawer from what is stored.
 */
type Loose = Record<string, unknown>;

const asArray = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.filter((v): v is Loose => v !== null && typeof v === 'object') : [];
const asNumber = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export type CartLine = { key: string; label: string; quantity: number; seller: string };

/** Number of items: product quantities plus reservation places, over every seller. */
export function cartItemCount(orders: readonly Loose[]): number {
  let count = 0;
  for (const order of orders) {
    for (const product of asArray(order.products)) count += Math.max(0, asNumber(product.quantity));
    for (const reservation of asArray(order.reservations))
      count += Math.max(0, asNumber(reservation.totalQuantity));
  }
  return count;
}

function sellerName(order: Loose): string {
  const seller = order.seller as Loose | undefined;
  return typeof seller?.name === 'string' ? seller.name : '';
}

function productLabel(product: Loose): string {
  const bottle = product.bottle as Loose | undefined;
  const name = product.name ?? bottle?.name;
  return typeof name === 'string' && name.trim() ? name : 'Produit inexistant';
}

export function cartLines(orders: readonly Loose[]): CartLine[] {
  return orders.flatMap((order, o) => [
    ...asArray(order.products).map((product, p) => ({
      key: `${o}-p-${p}`,
      label: productLabel(product),
      quantity: asNumber(product.quantity),
      seller: sellerName(order),
    })),
    ...asArray(order.reservations).map((reservation, r) => {
      const event = reservation.event as Loose | undefined;
      return {
        key: `${o}-r-${r}`,
        label: typeof event?.title === 'string' ? event.title : 'Réservation',
        quantity: asNumber(reservation.totalQuantity),
        seller: sellerName(order),
      };
    }),
  ]);
}

/** Totals in cents as stored by the cart module: total TTC and the tourist tax. */
export function cartTotals(orders: readonly Loose[]): { totalTTC: number; touristTax: number } {
  let totalTTC = 0;
  let touristTax = 0;
  for (const order of orders) {
    totalTTC += asNumber((order.price as Loose | undefined)?.totalTTC);
    for (const reservation of asArray(order.reservations)) {
      for (const price of asArray(reservation.selectedPrices)) {
        if (price.productType === 'touristTax')
          touristTax += asNumber(price.priceTTC) * asNumber(price.quantity);
      }
    }
  }
  return { totalTTC, touristTax };
}
