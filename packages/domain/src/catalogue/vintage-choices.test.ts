import { describe, expect, it } from 'vitest';
import { vintageChoiceOf, vintageChoices, vintageNamesOf } from './reference.ts';

describe('the vintage filter (spec §9: NV and Non millésimé are one)', () => {
  it('offers one « Non millésimé » for wines named NV or Non millésimé, years newest first', () => {
    expect(vintageChoices(['2019', 'NV', 'Non millésimé', '2022', 'Nouveau millésime', ''])).toEqual([
      '2022',
      '2019',
      'Non millésimé',
      'Nouveau millésime',
    ]);
  });

  it('matches both names when « Non millésimé » is chosen, and a year alone otherwise', () => {
    expect(vintageNamesOf('Non millésimé')).toEqual(['NV', 'Non millésimé']);
    expect(vintageNamesOf('NV')).toEqual(['NV', 'Non millésimé']);
    expect(vintageNamesOf('2022')).toEqual(['2022']);
    expect(vintageChoiceOf(' nv ')).toBe('Non millésimé');
  });
});
