import type { DrinkType } from '../catalogue/reference.ts';
import type { ExciseCategory } from './excise-rates.ts';

/**
 * The excise category of a drink type. A VDN is taken as an AOP intermediate product (the
 * usual case); a producer's other intermediate product needs `intermediateOther` set by hand.
 * Grape juice and food pay none.
 */
export function exciseCategoryOf(type: DrinkType | null | undefined): ExciseCategory | null {
  switch (type) {
    case 'wine':
      return 'stillWine';
    case 'sparkling':
    case 'champagne':
      return 'sparklingWine';
    case 'vdn':
      return 'intermediateAop';
    case 'cider':
    case 'perry':
    case 'mead':
      return 'cider';
    case 'spirits':
      return 'spirits';
    case 'beer':
      return 'beer';
    default:
      return null;
  }
}
