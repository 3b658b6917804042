import { roundCents } from '../money.ts';

/**
 * The tourist tax (taxe de séjour, domain-facts-wave3 §2), charged by the host *au réel*:
 * the commune's rate × taxable persons × nights, plus the department's additional tax (10 %
 * where the department instituted it) on the commune's amount. Minors and the other exempted
 * persons of CGCT L2333-31 take a place but pay nothing; a person who does not count (a child
 * on a lap) is not a guest of their own.
 */

/** The commune's dated rate in cents per person per night and the department's surcharge in %. */
export type TouristTaxRate = { communeRateCents: number; departmentPercent: number };

/** Persons booked at one rate. */
export type TaxedPersons = { quantity: number; counting: boolean; touristTaxExempt: boolean };

export type TouristTaxAmount = {
  /** Taxable persons × nights. */
  personNights: number;
  communeRateCents: number;
  departmentPercent: number;
  /** The commune's part in cents. */
  commune: number;
  /** The department's additional tax in cents, rounded once. */
  department: number;
  total: number;
};

/** Taxable persons: counting and not exempt. */
export function taxablePersons(persons: readonly TaxedPersons[]): number {
  return persons.reduce((n, p) => n + (p.counting && !p.touristTaxExempt ? Math.max(0, p.quantity) : 0), 0);
}

/**
 * Taxable person-nights. A visit or a tasting is one "night" for the count: the spec's "tourist
 * tax quantity equals the number of counting persons" is the one-night, all-adult case.
 */
export function taxablePersonNights(persons: readonly TaxedPersons[], nights: number): number {
  return taxablePersons(persons) * Math.max(1, Math.floor(nights));
}

/** The tax for a number of person-nights at a rate; the department's part rounded once. */
export function touristTaxFor(personNights: number, rate: TouristTaxRate): TouristTaxAmount {
  const commune = Math.max(0, personNights) * Math.max(0, rate.communeRateCents);
  const departmentPercent = Math.max(0, rate.departmentPercent);
  const department = roundCents((commune * departmentPercent) / 100);
  return {
    personNights: Math.max(0, personNights),
    communeRateCents: rate.communeRateCents,
    departmentPercent,
    commune,
    department,
    total: commune + department,
  };
}
