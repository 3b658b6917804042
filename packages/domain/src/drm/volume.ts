/**
 * The DRM counts hectolitres to the 1/100 (domain-facts-wave3 §4). The ledger keeps volume in ml
 * exactly (decision 0031); a return sums ml and rounds once here, half away from zero, into
 * hundredths of a hectolitre (1/100 hl = 1,000 ml).
 */
export function centiHl(volumeMl: number): number {
  const sign = volumeMl < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(volumeMl) / 1000 + 1e-9);
}

/** Hundredths of a hectolitre as hl (a number with two decimals at most). */
export function hlOf(centi: number): number {
  return centi / 100;
}

/** Hundredths of a hectolitre written as the CSV wants them: '.' and two decimals ('85.50'). */
export function hlText(centi: number): string {
  const sign = centi < 0 ? '-' : '';
  const a = Math.abs(centi);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}
