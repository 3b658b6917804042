import { describe, expect, it } from 'vitest';
import { CLIENT_TYPOLOGIES, slugify } from './reference.ts';

describe('reference data', () => {
  it('offers the 14 client typologies with unique keys', () => {
    expect(CLIENT_TYPOLOGIES).toHaveLength(14);
    expect(new Set(CLIENT_TYPOLOGIES.map((t) => t.key)).size).toBe(14);
  });
  it('slugifies French shop names', () => {
    expect(slugify('Domaine Démo')).toBe('domaine-demo');
    expect(slugify("  Château L'Évangile  ")).toBe('chateau-l-evangile');
    expect(slugify('!!!')).toBe('');
  });
});
