import { describe, expect, it } from 'vitest';
import { authPath, isSafeReturnPath, RETURN_PATH_MAX_LENGTH, sanitizeReturnPath } from './return-path.ts';

describe('isSafeReturnPath', () => {
  it.each([
    '/',
    '/dashboard',
    '/dashboard/orders',
    '/dashboard/orders?status=pending',
    '/dashboard/orders?status=pending&page=2',
    '/dashboard/settings?link=billing&tab=2#documents',
    '/domaine-demo/vin-rouge',
    '/dashboard/orders/add?subType=quote',
    '/search?q=ch%C3%A2teau+margaux',
    '/dashboard/stocks/crdColors',
    '/a/~user/file_name.v2,3',
    `/${'a'.repeat(RETURN_PATH_MAX_LENGTH - 1)}`,
  ])('accepts %s', (value) => {
    expect(isSafeReturnPath(value)).toBe(true);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/dashboard'],
    ['backslash after slash', '/\\evil'],
    ['backslash inside', '/dashboard\\orders'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['scheme hidden after a slash', '/javascript:alert(1)'],
    ['absolute URL', 'https://x'],
    ['empty', ''],
    ['relative', 'dashboard/orders'],
    ['leading space', ' /dashboard'],
    ['space and markup', '/a b<script>'],
    ['quote', '/a"b'],
    ['tab', '/dashboard\t'],
    ['newline', '/dashboard\n/x'],
    ['at sign (userinfo)', '/@evil.example'],
    ['encoded slash making //', '/%2F%2Fevil.example'],
    ['encoded single slash making //', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil'],
    ['encoded control character', '/a%0Ab'],
    ['encoded NUL', '/a%00'],
    ['broken escape', '/a%zz'],
    ['truncated escape', '/a%4'],
    ['invalid UTF-8 escape', '/a%C3'],
    ['too long', `/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`],
    ['non-ASCII letter (must be encoded)', '/château'],
  ])('refuses %s', (_name, value) => {
    expect(isSafeReturnPath(value)).toBe(false);
  });

  it.each([undefined, null, 42, {}, ['/dashboard'], new URL('https://x/dashboard')])(
    'refuses the non-string %s',
    (value) => {
      expect(isSafeReturnPath(value)).toBe(false);
    },
  );
});

describe('sanitizeReturnPath', () => {
  it('keeps a safe path', () => {
    expect(sanitizeReturnPath('/dashboard/orders?status=pending')).toBe('/dashboard/orders?status=pending');
  });
  it('falls back to / by default', () => {
    expect(sanitizeReturnPath('//evil.example')).toBe('/');
    expect(sanitizeReturnPath(undefined)).toBe('/');
  });
  it('uses the given fallback', () => {
    expect(sanitizeReturnPath('javascript:alert(1)', '/dashboard')).toBe('/dashboard');
  });
  it('never returns an unsafe fallback', () => {
    expect(sanitizeReturnPath('https://x', '//evil.example')).toBe('/');
  });
});

describe('authPath', () => {
  const checkout = '/cart?step=checkout';

  it('carries the return path from one auth page to the next, encoded once', () => {
    const link = authPath('/auth/register/buyer', { redirectLink: checkout });
    expect(link).toBe('/auth/register/buyer?redirectLink=%2Fcart%3Fstep%3Dcheckout');
    expect(new URL(link, 'https://cuvee.test').searchParams.get('redirectLink')).toBe(checkout);
    expect(isSafeReturnPath(new URL(link, 'https://cuvee.test').searchParams.get('redirectLink'))).toBe(true);
  });

  it('keeps the shop code beside it, and each alone', () => {
    expect(authPath('/auth/login', { id: 'DEMO01', redirectLink: checkout })).toBe(
      '/auth/login?id=DEMO01&redirectLink=%2Fcart%3Fstep%3Dcheckout',
    );
    expect(authPath('/auth/login', { id: 'DEMO01' })).toBe('/auth/login?id=DEMO01');
    expect(authPath('/auth/login', {})).toBe('/auth/login');
    expect(authPath('/auth/login', { id: null, redirectLink: null })).toBe('/auth/login');
  });

  it.each(['//evil.example', 'https://evil.example/cart', '/\\evil', '/a b', 'javascript:alert(1)'])(
    'never carries the unsafe return path %s',
    (redirectLink) => {
      expect(authPath('/auth/register/buyer', { id: 'DEMO01', redirectLink })).toBe(
        '/auth/register/buyer?id=DEMO01',
      );
    },
  );
});
