import { describe, expect, it } from 'vitest';
import { AT_LEAST_ONE_PUBLIC, newTypologyKey, rowsToTypologies, typologiesToRows } from './typologies.ts';

const shop = {
  particulier: { name: 'Particulier', public: true, ttc: true, globalDiscount: 0, allRulesInEq75: false },
  caviste: { name: 'Caviste', public: false, ttc: false, globalDiscount: 7.5, allRulesInEq75: true },
};

describe('typologies', () => {
  it('round-trips the shop typologies, the discount typed with a comma', () => {
    const rows = typologiesToRows(shop);
    expect(rows[1]).toMatchObject({ key: 'caviste', saved: true, globalDiscount: '7,5' });
    expect(rowsToTypologies(rows)).toEqual({ ok: true, typologies: shop });
  });

  it('gives a new typology a unique key from its name', () => {
    expect(newTypologyKey('Comité d’entreprise', ['particulier'])).toBe('comite-d-entreprise');
    expect(newTypologyKey('Caviste', ['caviste', 'caviste-2'])).toBe('caviste-3');
    expect(newTypologyKey('Hôtel', [], 'hotel')).toBe('hotel');
  });

  it('keeps at least one public typology, unique names and a discount from 0 to 100', () => {
    const rows = typologiesToRows(shop).map((r) => ({ ...r, public: false }));
    rows[1]!.name = ' particulier ';
    rows[0]!.globalDiscount = '120';
    const check = rowsToTypologies(rows);
    expect(check).toEqual({
      ok: false,
      issues: [
        {
          path: 'rows.0.globalDiscount',
          message: 'La remise doit être comprise entre 0 et 100',
          coded: { code: 'discountRange' },
        },
        { path: 'rows.1.name', message: 'Ce nom est déjà utilisé', coded: { code: 'nameTaken' } },
        { path: 'rows', message: AT_LEAST_ONE_PUBLIC, coded: { code: 'typologyPublic' } },
      ],
    });
  });
});
