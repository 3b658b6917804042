import { call, type TestApp } from '../../test/test-app.ts';

// What the storefront's tests read: Domaine Démo's catalogue as a viewer lists it.

/** Domaine Démo's products as `jwt` (or a visitor) lists them, `query` appended. */
export const listDemo = (t: TestApp, query: string, jwt?: string) =>
  call(t.app, 'GET', `/v1/products?shopIds=${encodeURIComponent('["domaine-demo"]')}&limit=100${query}`, {
    jwt,
  });
export type P = {
  name: string;
  status: string;
  productType: string;
  formats: {
    id: string;
    ean: string | null;
    price: { shown: number; showTtc: boolean; ht: number; ttc: number } | null;
    tiers: unknown[];
    promotions: unknown[];
  }[];
};
export const byName = (products: P[], name: string) => products.find((p) => p.name === name);
