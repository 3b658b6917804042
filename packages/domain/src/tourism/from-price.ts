/**
 * What an event is offered from (the storefront's card 'à partir de', the page's schema.org
 * offer; issue 27): the lowest ticket of a person who takes a place — a child on a lap admitted
 * free does not make a paid tasting 'Gratuit'. Null without such a ticket.
 */
export function eventFromPrice(
  rates: readonly { kind: string; counting: boolean; priceCents: number }[],
): number | null {
  const tickets = rates.filter((r) => r.kind === 'ticket' && r.counting);
  return tickets.length === 0 ? null : Math.min(...tickets.map((r) => r.priceCents));
}
