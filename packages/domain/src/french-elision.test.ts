import { describe, expect, it } from 'vitest';
import { deName, elidesBefore } from './french-elision.ts';

describe('« de » before a name', () => {
  it('elides before a vowel, accented or not, in any case', () => {
    expect(deName('Élodie')).toBe("d'Élodie");
    expect(deName('Anne Durand')).toBe("d'Anne Durand");
    expect(deName('ermitage du Pic')).toBe("d'ermitage du Pic");
    expect(deName('  Isabelle ')).toBe("d'Isabelle");
  });

  it('elides before a mute h, not before an aspirated one', () => {
    expect(deName('Hélène')).toBe("d'Hélène");
    expect(deName('Hervé Martin')).toBe("d'Hervé Martin");
    expect(deName('Haut-Brion')).toBe('de Haut-Brion');
    expect(deName('Hameau des Vignes')).toBe('de Hameau des Vignes');
  });

  it('elides before y and a consonant (Yves), not before y and a vowel (Yann)', () => {
    expect(deName('Yves')).toBe("d'Yves");
    expect(elidesBefore('Yann')).toBe(false);
  });

  it('keeps « de » before a consonant or nothing to elide', () => {
    expect(deName('Jean')).toBe('de Jean');
    expect(deName('Cave du Port')).toBe('de Cave du Port');
    expect(deName('2 Caves')).toBe('de 2 Caves');
    expect(elidesBefore('')).toBe(false);
  });
});
