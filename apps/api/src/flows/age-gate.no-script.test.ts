import { describe, expect, it } from 'vitest';
import { appServingWebDist } from '../test/web-dist-app.ts';
import { webDistFixture } from './page-preload.fixture.ts';

// The gate's forms themselves are the shop app's (rendered on the server: e2e/storefront-ssr.spec.ts).
const testApp = appServingWebDist(webDistFixture().dist);
const get = (url: string, cookie?: string) =>
  testApp().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('a visitor without scripts passes the age gate (spec §4)', () => {
  it("'Oui' sets the cookie for 365 days and sends the visitor back to the page, without the answer", async () => {
    const answer = await get('/domaine-demo?page=coffrets&age=confirmed');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/domaine-demo?page=coffrets');
    expect(answer.headers['set-cookie']).toBe('isOver18=true; Max-Age=31536000; Path=/; SameSite=Lax');
    const product = await get('/shops/DEMO2026/les-galets-rouge?age=confirmed');
    expect(product.headers.location).toBe('/shops/DEMO2026/les-galets-rouge');
    // Back on the page with the cookie: rendered for a visitor who has answered.
    expect((await get('/domaine-demo?page=coffrets', 'isOver18=true')).body).toContain('"ageConfirmed":true');
  });

  it('another value of `age` is no answer: the page as usual', async () => {
    const answer = await get('/domaine-demo?age=oui');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.body).toContain('"ageConfirmed":false');
  });
});
