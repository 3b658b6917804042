export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/**
 * Spec §2: spring from 21 March, summer from 21 June, autumn from 21 September, winter
 * from 21 December (local calendar day).
 */
export function seasonOf(date: Date): Season {
  const value = (date.getMonth() + 1) * 100 + date.getDate();
  if (value >= 1221 || value < 321) return 'winter';
  if (value < 621) return 'spring';
  if (value < 921) return 'summer';
  return 'autumn';
}

export const SEASON_BANNERS: Record<Season, string> = {
  spring: '/seasons/spring.svg',
  summer: '/seasons/summer.svg',
  autumn: '/seasons/autumn.svg',
  winter: '/seasons/winter.svg',
};
