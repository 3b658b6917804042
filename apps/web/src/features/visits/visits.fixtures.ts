import type { EventRate } from '@cuvee/contracts/tourism.public';

/** A rate of an event for the visits' tests: a counting ticket at 20 % unless said otherwise. */
export const rate = (
  id: string,
  label: string,
  priceCents: number,
  extra: Partial<EventRate> = {},
): EventRate => ({
  id,
  label,
  priceCents,
  vatRate: 20,
  kind: 'ticket',
  counting: true,
  touristTaxExempt: false,
  stockLineId: null,
  ...extra,
});
