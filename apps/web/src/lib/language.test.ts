import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';

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
