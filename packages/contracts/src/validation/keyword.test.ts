import { describe, expect, it } from 'vitest';
import { keywordMatches } from './keyword.ts';

describe('keywordMatches', () => {
  it('ignores spaces and case', () => {
    expect(keywordMatches('supprimer', 'SUPPRIMER')).toBe(true);
    expect(keywordMatches(' Supprimer mon  compte ', 'supprimermoncompte')).toBe(true);
    expect(keywordMatches('DOMAINE\u00A0DUPONT', 'Domaine Dupont')).toBe(true);
    expect(keywordMatches('ÉTÉ', 'été')).toBe(true);
  });
  it('refuses any other text, missing accents and an empty input', () => {
    expect(keywordMatches('supprime', 'supprimer')).toBe(false);
    expect(keywordMatches('supprimerr', 'supprimer')).toBe(false);
    expect(keywordMatches('ete', 'été')).toBe(false);
    expect(keywordMatches('   ', '')).toBe(false);
    expect(keywordMatches('', 'supprimer')).toBe(false);
  });
});
