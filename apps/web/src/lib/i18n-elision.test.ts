import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, registerI18n } from './i18n.ts';
import '../features/storefront/storefront.i18n.ts';
import '../features/cart/cart.i18n.ts';

// Issue 24, problem 11: « de » before a name elides in the French texts (« Logo d'Élodie »), through
// the `de` format of i18next and packages/domain's rule; the English texts keep the name as is.

describe('French texts with a name after « de »', () => {
  it('elide before a vowel or a mute h, not before a consonant', () => {
    initI18n();
    registerI18n('elisionTest', { fr: { logo: 'Logo {{name, de}}' }, en: { logo: 'Logo of {{name}}' } });
    const fr = i18n.getFixedT('fr');
    expect(fr('storefront:logoAlt', { name: 'Élodie Vins' })).toBe("Logo d'Élodie Vins");
    expect(fr('storefront:logoAlt', { name: 'Domaine Démo' })).toBe('Logo de Domaine Démo');
    expect(fr('cart:less', { name: 'Hermitage blanc' })).toBe("Retirer une unité d'Hermitage blanc");
    expect(fr('elisionTest:logo', { name: 'Anne' })).toBe("Logo d'Anne");
    expect(i18n.getFixedT('en')('elisionTest:logo', { name: 'Anne' })).toBe('Logo of Anne');
  });
});
