import { defineRoute } from '@cuvee/contracts/http/route';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const notify = vi.fn();
const navigateTo = vi.fn();
vi.mock('./notify.ts', () => ({ notify: (snack: unknown) => notify(snack) }));
vi.mock('./navigation.ts', () => ({
  navigateTo: (to: string, options?: unknown) => navigateTo(to, options),
  currentLocation: () => '/dashboard/products',
  isOnAuthPage: () => false,
}));

const { call, ContractMismatchError, urlOf } = await import('./api-call.ts');
const { ApiError } = await import('./api-client.ts');
const { useAuthStore } = await import('./auth.store.ts');

const getProduct = defineRoute({
  method: 'GET',
  path: '/v1/shops/:shop/products/:product',
  access: 'storefront.read',
  summary: 'test',
  tags: [],
  params: z.object({ shop: z.string(), product: z.string() }),
  query: z.object({ typology: z.string().optional(), limit: z.coerce.number().default(20) }),
  response: z.object({ success: z.literal(true), product: z.object({ id: z.string(), price: z.number() }) }),
  errors: [404],
});
const saveProduct = defineRoute({
  method: 'PUT',
  path: '/v1/products/:id',
  access: 'products.write',
  summary: 'test',
  tags: [],
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  response: z.object({ success: z.literal(true), message: z.string() }),
  errors: [400, 403],
});

type Sent = { url: string; init: RequestInit };
let sent: Sent[] = [];
function answer(status: number, payload: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify(payload), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}
const headersOf = (i = 0) => sent[i]!.init.headers as Record<string, string>;

beforeEach(() => {
  sent = [];
  notify.mockClear();
  navigateTo.mockClear();
  vi.stubGlobal('navigator', { onLine: true });
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('call(route, input): the request', () => {
  it('builds the URL from the path parameters (encoded) and the query, empty fields left out', async () => {
    answer(200, { success: true, product: { id: 'p1', price: 1290 } });
    await call(getProduct, {
      params: { shop: 'domaine démo', product: 'a/b' },
      query: { typology: '', limit: 5 },
    });
    expect(sent[0]!.url).toBe('/v1/shops/domaine%20d%C3%A9mo/products/a%2Fb?limit=5');
    expect(sent[0]!.init.method).toBe('GET');
    expect(sent[0]!.init.body).toBeUndefined();
  });

  it('sends the body as JSON with the route’s method, the token and the session’s shop', async () => {
    useAuthStore.setState({ token: 'jwt-1', shop: { id: 'shop-1' } as never });
    answer(200, { success: true, message: 'Le produit a été enregistré' });
    await call(saveProduct, { params: { id: 'p1' }, body: { name: 'Les Galets' } });
    expect(sent[0]!.url).toBe('/v1/products/p1');
    expect(sent[0]!.init.method).toBe('PUT');
    expect(sent[0]!.init.body).toBe('{"name":"Les Galets"}');
    expect(headersOf()).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer jwt-1',
      'x-shop-id': 'shop-1',
    });
  });

  it('sends neither token nor shop for an anonymous call', async () => {
    useAuthStore.setState({ token: 'jwt-1', shop: { id: 'shop-1' } as never });
    answer(200, { success: true, product: { id: 'p1', price: 1 } });
    await call(getProduct, { params: { shop: 's', product: 'p' } }, { anonymous: true });
    expect(headersOf().authorization).toBeUndefined();
    expect(headersOf()['x-shop-id']).toBeUndefined();
  });

  it('urlOf gives the URL a call would fetch (the key of a preloaded answer)', () => {
    expect(urlOf(getProduct, { params: { shop: 'demo', product: 'rouge' }, query: { limit: 24 } })).toBe(
      '/v1/shops/demo/products/rouge?limit=24',
    );
  });
});

describe('call(route, input): the answer', () => {
  it('answers the parsed answer, typed by the route', async () => {
    answer(200, { success: true, product: { id: 'p1', price: 1290, extra: 'dropped' } });
    const result = await call(getProduct, { params: { shop: 's', product: 'p' } });
    expect(result).toEqual({ success: true, product: { id: 'p1', price: 1290 } });
  });

  it('in development and tests, an answer that breaks its contract fails with where and why', async () => {
    answer(200, { success: true, product: { id: 'p1', price: '12,90' } });
    const failure = call(getProduct, { params: { shop: 's', product: 'p' } });
    await expect(failure).rejects.toBeInstanceOf(ContractMismatchError);
    await expect(call(getProduct, { params: { shop: 's', product: 'p' } })).rejects.toThrow(
      /GET \/v1\/shops\/:shop\/products\/:product ne respecte pas son contrat : product\.price/,
    );
  });

  it('in production, the answer is trusted as typed (no parse)', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'production');
    const payload = { success: true, product: { id: 'p1', price: '12,90' } };
    answer(200, payload);
    await expect(call(getProduct, { params: { shop: 's', product: 'p' } })).resolves.toEqual(payload);
  });
});

describe('call(route, input): spec §8 answer handling', () => {
  it('a message is a success snackbar', async () => {
    answer(200, { success: true, message: 'Le produit a été enregistré' });
    await call(saveProduct, { params: { id: 'p1' }, body: { name: 'x' } });
    expect(notify).toHaveBeenCalledWith({ message: 'Le produit a été enregistré', severity: 'success' });
  });

  it('a refusal throws an ApiError with its French message and shows it', async () => {
    answer(400, { success: false, message: ['Le nom doit contenir au moins 2 caractères'] });
    const error = await call(saveProduct, { params: { id: 'p1' }, body: { name: 'x' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Le nom doit contenir au moins 2 caractères' });
    expect(notify).toHaveBeenCalledWith({
      message: 'Le nom doit contenir au moins 2 caractères',
      severity: 'error',
    });
  });

  it('a 403 signs out and leads to the login page, even on a silent call', async () => {
    useAuthStore.setState({ token: 'jwt-1', user: { id: 'u1' } as never });
    answer(403, { success: false, message: 'Accès refusé' });
    await expect(
      call(saveProduct, { params: { id: 'p1' }, body: { name: 'x' } }, { silent: true }),
    ).rejects.toMatchObject({ status: 403 });
    expect(useAuthStore.getState().token).toBeNull();
    expect(notify).toHaveBeenCalledWith({ message: 'Accès refusé', severity: 'error' });
    expect(navigateTo).toHaveBeenCalledWith(expect.stringContaining('/auth/login'), { replace: true });
  });

  it('a silent call shows no snackbar for its message', async () => {
    answer(200, { success: true, message: 'Enregistré' });
    await call(saveProduct, { params: { id: 'p1' }, body: { name: 'x' } }, { silent: true });
    expect(notify).not.toHaveBeenCalled();
  });
});
