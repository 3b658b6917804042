import type { EventInput, ScheduleInput, TourismEvent } from '@cuvee/contracts';
import type { AccommodationCategory, EventKind, EventLanguage, RateKind } from '@cuvee/domain';

/*
 * The event form's values and the API's bodies, both ways: the form holds what a person types
 * (amounts in cents by the kit's EurosField, counts as text, times as '10:00, 15:00'), the API
 * the contract's shape; a refusal's path is turned back into the field it names.
 */

export type RateValues = {
  id?: string;
  label: string;
  priceCents: number | null;
  vatRate: string;
  kind: RateKind;
  counting: boolean;
  touristTaxExempt: boolean;
  /** An extra's stock line ('' none: an extra without stock of its own). */
  stockLineId: string;
};

export type RuleValues = { weekdays: number[]; times: string; from: string; to: string; capacity: string };
export type DateValues = { date: string; time: string; capacity: string };

export type EventFormValues = {
  title: string;
  description: string;
  visuals: string[];
  kind: EventKind;
  atEstate: boolean;
  address: string;
  languages: EventLanguage[];
  durationMinutes: string;
  capacity: string;
  minPersons: string;
  maxPersons: string;
  minAmountCents: number | null;
  confirmationMessage: string;
  freeUntilHours: string;
  cancellationText: string;
  published: boolean;
  tabId: string;
  rates: RateValues[];
  nights: string;
  accommodationCategory: AccommodationCategory;
  communeRateCents: number | null;
  rateFrom: string;
  departmentSurcharge: boolean;
  rules: RuleValues[];
  dates: DateValues[];
  closedDays: string[];
};

export const newRate = (label = '', priceCents: number | null = null): RateValues => ({
  label,
  priceCents,
  vatRate: '20',
  kind: 'ticket',
  counting: true,
  touristTaxExempt: false,
  stockLineId: '',
});

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form of a new event (a tasting of 90 minutes for 12, French, one adult rate). */
export function emptyEventValues(today: string): EventFormValues {
  return {
    title: '',
    description: '',
    visuals: [],
    kind: 'tasting',
    atEstate: true,
    address: '',
    languages: ['fr'],
    durationMinutes: '90',
    capacity: '12',
    minPersons: '1',
    maxPersons: '12',
    minAmountCents: null,
    confirmationMessage: '',
    freeUntilHours: '48',
    cancellationText: '',
    published: true,
    tabId: '',
    rates: [newRate()],
    nights: '1',
    accommodationCategory: 'chambreHotes',
    communeRateCents: null,
    rateFrom: today,
    departmentSurcharge: false,
    rules: [],
    dates: [],
    closedDays: [],
  };
}

/** The form of an event as the API answers it. */
export function eventValuesOf(event: TourismEvent, today: string): EventFormValues {
  const rate = event.stay?.touristTaxRates.at(-1);
  return {
    ...emptyEventValues(today),
    title: event.title,
    description: event.description,
    visuals: event.visuals,
    kind: event.kind,
    atEstate: event.location.atEstate,
    address: event.location.address ?? '',
    languages: event.languages,
    durationMinutes: text(event.durationMinutes),
    capacity: text(event.capacity),
    minPersons: text(event.minPersons),
    maxPersons: text(event.maxPersons),
    minAmountCents: event.minAmountCents || null,
    confirmationMessage: event.confirmationMessage,
    freeUntilHours: text(event.cancellation.freeUntilHours),
    cancellationText: event.cancellation.text,
    published: event.status === 'published',
    tabId: event.tabId ?? '',
    rates: event.rates.map((r) => ({
      id: r.id,
      label: r.label,
      priceCents: r.priceCents,
      vatRate: String(r.vatRate),
      kind: r.kind,
      counting: r.counting,
      touristTaxExempt: r.touristTaxExempt,
      stockLineId: r.stockLineId ?? '',
    })),
    nights: text(event.stay?.nights ?? 1),
    accommodationCategory: event.stay?.accommodationCategory ?? 'chambreHotes',
    communeRateCents: rate?.communeRateCents ?? null,
    rateFrom: rate?.validFrom ?? today,
    departmentSurcharge: event.stay?.departmentSurcharge ?? false,
    rules: event.schedule.rules.map((r) => ({
      weekdays: r.weekdays,
      times: r.times.join(', '),
      from: r.from,
      to: r.to,
      capacity: text(r.capacity),
    })),
    dates: event.schedule.dates.map((d) => ({ date: d.date, time: d.time, capacity: text(d.capacity) })),
    closedDays: event.schedule.closedDays,
  };
}

/** A typed count: its number, or the text itself for the schema to refuse ('Doit être un nombre'). */
function count(value: string): number {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
const optionalCount = (value: string) => (value.trim() === '' ? null : count(value));
const cents = (value: number | null) => (value === null ? Number.NaN : value);

/** '10:00, 15h00 ,9:30' → ['10:00', '15:00', '09:30'] (what cannot be read is kept for the schema). */
export function timesOf(value: string): string[] {
  return value
    .split(/[,;\s]+/)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => {
      const m = /^(\d{1,2})[:hH](\d{2})?$/.exec(t);
      return m ? `${m[1]!.padStart(2, '0')}:${m[2] ?? '00'}` : t;
    });
}

/** The event's body (POST, or PATCH with every field). */
export function eventBodyOf(v: EventFormValues): EventInput {
  const stay = v.kind === 'stay';
  return {
    title: v.title,
    description: v.description,
    visuals: v.visuals,
    kind: v.kind,
    location: { atEstate: v.atEstate, address: v.atEstate ? null : v.address.trim() || null },
    languages: v.languages,
    durationMinutes: count(v.durationMinutes),
    capacity: count(v.capacity),
    minPersons: count(v.minPersons),
    maxPersons: count(v.maxPersons),
    rates: v.rates.map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      label: r.label,
      priceCents: cents(r.priceCents),
      vatRate: Number(r.vatRate),
      kind: r.kind,
      counting: r.kind === 'ticket' && r.counting,
      touristTaxExempt: stay && r.touristTaxExempt,
      stockLineId: r.kind === 'optional' && r.stockLineId ? r.stockLineId : null,
    })),
    minAmountCents: v.minAmountCents ?? 0,
    confirmationMessage: v.confirmationMessage,
    cancellation: { freeUntilHours: optionalCount(v.freeUntilHours), text: v.cancellationText },
    status: v.published ? 'published' : 'draft',
    tabId: v.tabId || null,
    stay: stay
      ? {
          nights: count(v.nights),
          accommodationCategory: v.accommodationCategory,
          touristTaxRates:
            v.communeRateCents === null
              ? []
              : [{ communeRateCents: v.communeRateCents, validFrom: v.rateFrom, validTo: null }],
          departmentSurcharge: v.departmentSurcharge,
        }
      : null,
  };
}

/** The schedule's body (PUT …/schedule). */
export function scheduleBodyOf(v: Pick<EventFormValues, 'rules' | 'dates' | 'closedDays'>): ScheduleInput {
  return {
    rules: v.rules.map((r) => ({
      weekdays: r.weekdays,
      times: timesOf(r.times),
      from: r.from,
      to: r.to,
      capacity: optionalCount(r.capacity),
    })),
    dates: v.dates.map((d) => ({ date: d.date, time: d.time, capacity: optionalCount(d.capacity) })),
    closedDays: v.closedDays,
  };
}

const BODY_TO_FORM: Record<string, string> = {
  'location.address': 'address',
  'cancellation.freeUntilHours': 'freeUntilHours',
  'cancellation.text': 'cancellationText',
  status: 'published',
  'stay.nights': 'nights',
  'stay.accommodationCategory': 'accommodationCategory',
  'stay.departmentSurcharge': 'departmentSurcharge',
  stay: 'communeRateCents',
  'stay.touristTaxRates': 'communeRateCents',
};

/**
 * The form field a refusal of the event's body names ('rates.0.priceCents' is the first rate's
 * price, 'stay.touristTaxRates.0.communeRateCents' the commune's rate); null when it names none.
 */
export function eventFieldOf(path: readonly (string | number)[]): string | null {
  const joined = path.join('.');
  if (joined === '') return null;
  if (path[0] === 'stay' && path[1] === 'touristTaxRates')
    return path[3] === 'validFrom' ? 'rateFrom' : 'communeRateCents';
  if (BODY_TO_FORM[joined]) return BODY_TO_FORM[joined]!;
  if (path[0] === 'rates' && path.length >= 3) return `rates.${path[1]}.${path[2]}`;
  return joined;
}

/** The form field a refusal of the schedule's body names ('rules.0.times.1' → the rule's times). */
export function scheduleFieldOf(path: readonly (string | number)[]): string | null {
  if (path.length === 0) return null;
  if ((path[0] === 'rules' || path[0] === 'dates') && path.length >= 3)
    return `${path[0]}.${path[1]}.${path[2]}`;
  if (path[0] === 'closedDays') return 'closedDays';
  return path.join('.');
}
