import { describe, expect, it } from 'vitest';
import { acceptedLanguages, detectLanguage } from './language.ts';

describe('detectLanguage', () => {
  it('prefers ?lang, then the cookie, then the browser, then French', () => {
    expect(detectLanguage({ search: '?lang=en', cookie: 'fr', browser: ['fr-FR'] })).toBe('en');
    expect(detectLanguage({ search: '', cookie: 'en', browser: ['fr-FR'] })).toBe('en');
    expect(detectLanguage({ search: '', cookie: undefined, browser: ['de-DE', 'en-US'] })).toBe('en');
    expect(detectLanguage({ search: '', cookie: undefined, browser: ['de-DE'] })).toBe('fr');
  });
  it('ignores unsupported values', () => {
    expect(detectLanguage({ search: '?lang=xx', cookie: 'zz', browser: [] })).toBe('fr');
    expect(detectLanguage({ search: '?lang=EN-gb', cookie: undefined, browser: [] })).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it('orders an Accept-Language header by weight, then by position', () => {
    expect(acceptedLanguages('fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['fr-FR', 'fr', 'en-US', 'en']);
    expect(acceptedLanguages('de;q=0.5, en-GB , fr;q=0.8')).toEqual(['en-GB', 'fr', 'de']);
    expect(acceptedLanguages('*;q=0.1, en;q=0')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('lets a browser asking for English get the English first paint', () => {
    const browser = acceptedLanguages('en-GB,en;q=0.9,fr;q=0.4');
    expect(detectLanguage({ search: '', cookie: undefined, browser })).toBe('en');
    expect(detectLanguage({ search: '?lang=fr', cookie: undefined, browser })).toBe('fr');
  });
});
