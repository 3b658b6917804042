/**
 * Payment delays (spec §3): 7 to 120 days, at order, at delivery, end of month, and N days end
 * of month. A key is stored on the client and copied onto its orders and invoices; the due date
 * is computed here once (issue 16 reads it for outstandings).
 */
export const DELAY_DAYS = [7, 10, 14, 30, 45, 60, 75, 90, 120] as const;
export type DelayDays = (typeof DELAY_DAYS)[number];

export type PaymentDelay =
  | 'atOrder'
  | 'atDelivery'
  | 'endOfMonth'
  | `days${DelayDays}`
  | `days${DelayDays}EndOfMonth`;

export const PAYMENT_DELAYS: readonly PaymentDelay[] = [
  'atOrder',
  'atDelivery',
  ...DELAY_DAYS.map((days) => `days${days}` as const),
  'endOfMonth',
  ...DELAY_DAYS.map((days) => `days${days}EndOfMonth` as const),
];
export const PAYMENT_DELAY_KEYS = PAYMENT_DELAYS as unknown as readonly [PaymentDelay, ...PaymentDelay[]];

const parse = (delay: PaymentDelay): { days: number; endOfMonth: boolean } | null => {
  if (delay === 'endOfMonth') return { days: 0, endOfMonth: true };
  const match = /^days(\d+)(EndOfMonth)?$/.exec(delay);
  return match ? { days: Number(match[1]), endOfMonth: Boolean(match[2]) } : null;
};

/** 'À la commande', '30 jours', '30 jours fin de mois', 'Fin de mois'… */
export function paymentDelayLabel(delay: PaymentDelay, lang: 'fr' | 'en' = 'fr'): string {
  if (delay === 'atOrder') return lang === 'fr' ? 'À la commande' : 'At order';
  if (delay === 'atDelivery') return lang === 'fr' ? 'À la livraison' : 'At delivery';
  const parsed = parse(delay);
  if (!parsed) return delay;
  if (parsed.days === 0) return lang === 'fr' ? 'Fin de mois' : 'End of month';
  const days = lang === 'fr' ? `${parsed.days} jours` : `${parsed.days} days`;
  if (!parsed.endOfMonth) return days;
  return lang === 'fr' ? `${days} fin de mois` : `${days} end of month`;
}

/**
 * The due date of an amount invoiced on `issued` (dates as YYYY-MM-DD, calendar days, no time
 * zone): N days after; end of month = the last day of the month reached; 'N days end of month'
 * = N days, then to the end of that month (the reading of the Code de commerce L441-10 most
 * producers use). At order: the issue date; at delivery: the delivery date when known.
 */
export function dueDate(delay: PaymentDelay, issued: string, delivered?: string | null): string {
  if (delay === 'atOrder') return issued;
  if (delay === 'atDelivery') return delivered ?? issued;
  const parsed = parse(delay);
  if (!parsed) return issued;
  const [y, m, d] = issued.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + parsed.days));
  if (parsed.endOfMonth) date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.toISOString().slice(0, 10);
}
