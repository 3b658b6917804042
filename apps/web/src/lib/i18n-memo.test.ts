import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { cacheKey, fixedTKey, memoizeTranslations } from './i18n-memo.ts';

async function setUp() {
  const instance = createInstance();
  await instance.init({
    lng: 'fr',
    fallbackLng: 'fr',
    resources: {
      fr: {
        shop: {
          hello: 'Bonjour {{name}}',
          items_one: '{{count}} article',
          items_other: '{{count}} articles',
        },
      },
      en: { shop: { hello: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' } },
    },
    interpolation: { escapeValue: false },
  });
  memoizeTranslations(instance);
  return instance;
}

describe('memoized translations', () => {
  it('answer as i18next does, per key and options', async () => {
    const i18n = await setUp();
    const t = i18n.getFixedT('fr', 'shop');
    expect(t('hello', { name: 'Anne' })).toBe('Bonjour Anne');
    expect(t('hello', { name: 'Paul' })).toBe('Bonjour Paul');
    expect(t('hello', { name: 'Anne' })).toBe('Bonjour Anne');
    expect(t('items', { count: 1 })).toBe('1 article');
    expect(t('items', { count: 3 })).toBe('3 articles');
    expect(t('missing')).toBe('missing');
  });

  it('follow a language change and a bundle added or replaced', async () => {
    const i18n = await setUp();
    const t = i18n.getFixedT(null, 'shop');
    expect(t('hello', { name: 'Anne' })).toBe('Bonjour Anne');
    i18n.addResourceBundle('fr', 'shop', { hello: 'Salut {{name}}' }, true, true);
    expect(t('hello', { name: 'Anne' })).toBe('Salut Anne');
    i18n.addResourceBundle('fr', 'other', { bye: 'Au revoir' });
    expect(i18n.getFixedT('fr', 'other')('bye')).toBe('Au revoir');
    await i18n.changeLanguage('en');
    expect(i18n.getFixedT(null, 'shop')('hello', { name: 'Anne' })).toBe('Hello Anne');
  });

  it('share answers between the bound t of the same language and namespace, not of another', async () => {
    const i18n = await setUp();
    const translate = vi.spyOn(i18n, 't');
    const first = i18n.getFixedT(null, 'shop');
    expect(first('hello', { name: 'Anne' })).toBe('Bonjour Anne');
    const calls = translate.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    // A second component's t: the same answer, without asking i18next again.
    expect(i18n.getFixedT(null, 'shop')('hello', { name: 'Anne' })).toBe('Bonjour Anne');
    expect(translate.mock.calls.length).toBe(calls);
    // Another language asked for explicitly: its own answers.
    expect(i18n.getFixedT('en', 'shop')('hello', { name: 'Anne' })).toBe('Hello Anne');
    expect(translate.mock.calls.length).toBeGreaterThan(calls);
    // A language change empties the shared answers.
    await i18n.changeLanguage('en');
    expect(first('hello', { name: 'Anne' })).toBe('Hello Anne');
    expect(i18n.getFixedT(null, 'shop')('hello', { name: 'Anne' })).toBe('Hello Anne');
  });

  it('group bound t by plain arguments only', () => {
    expect(fixedTKey([null, 'shop'])).toBe(fixedTKey([undefined, 'shop']));
    expect(fixedTKey(['fr', ['a', 'b']])).not.toBe(fixedTKey(['fr', ['a']]));
    expect(fixedTKey(['fr', 'shop', { keyPrefix: 'x' }])).toBeNull();
  });

  it('never cache calls whose options hold objects or functions', () => {
    expect(cacheKey('hello', { name: 'Anne' })).not.toBeNull();
    expect(cacheKey('hello', { count: 1 })).not.toBe(cacheKey('hello', { count: '1' }));
    expect(cacheKey('hello', { context: { a: 1 } })).toBeNull();
    expect(cacheKey('hello', { postProcess: () => 'x' })).toBeNull();
    expect(cacheKey(['a', 'b'], undefined)).toBeNull();
  });
});
