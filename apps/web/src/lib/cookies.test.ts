import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies.ts';

describe('parseCookies', () => {
  it('reads names and decoded values, first occurrence wins', () => {
    expect(parseCookies('lang=en; isOver18=true; x=a%20b; lang=fr')).toEqual({
      lang: 'en',
      isOver18: 'true',
      x: 'a b',
    });
  });
  it('ignores malformed parts and keeps undecodable values raw', () => {
    expect(parseCookies('novalue; =x; bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });
});
