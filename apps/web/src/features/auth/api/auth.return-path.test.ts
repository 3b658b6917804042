import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_PATH_KEPT_MS, saveReturnPath, takeReturnPath } from './auth.api.ts';

// The registration's return path (issue 24): the checkout registers, the mailed link signs in
// and goes back there. It waits in this browser for as long as the link lives, and only a safe
// internal path (spec §2) ever waits.

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the return path kept through the mailed link', () => {
  it('gives back the checkout once, within the link’s lifetime', () => {
    saveReturnPath('/cart?step=checkout', 1_000);
    expect(takeReturnPath(1_000 + RETURN_PATH_KEPT_MS - 1)).toBe('/cart?step=checkout');
    expect(takeReturnPath(1_000)).toBeNull();
  });

  it('forgets it when the link has expired', () => {
    saveReturnPath('/cart?step=checkout', 1_000);
    expect(takeReturnPath(1_000 + RETURN_PATH_KEPT_MS)).toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example/cart', '/\\evil', 'javascript:alert(1)'])(
    'never keeps the unsafe path %s, nor what an earlier registration asked',
    (unsafe) => {
      saveReturnPath('/cart?step=checkout', 1_000);
      saveReturnPath(unsafe, 2_000);
      expect(takeReturnPath(3_000)).toBeNull();
    },
  );

  it('a registration without a return path forgets an earlier one; a tampered entry goes home', () => {
    saveReturnPath('/cart?step=checkout', 1_000);
    saveReturnPath(null, 2_000);
    expect(takeReturnPath(3_000)).toBeNull();
    localStorage.setItem(
      'cuvee.registration.return',
      JSON.stringify({ path: '//evil.example', until: 9e15 }),
    );
    expect(takeReturnPath(3_000)).toBeNull();
    localStorage.setItem('cuvee.registration.return', 'not json');
    expect(takeReturnPath(3_000)).toBeNull();
  });
});
