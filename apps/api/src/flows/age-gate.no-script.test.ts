import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appServingWebDist } from '../test/web-dist-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'cuvee-gate-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="fr"><head><title>Cuvée</title></head><body><div id="root"></div></body></html>',
);
const testApp = appServingWebDist(dist);
const get = (url: string, cookie?: string) =>
  testApp().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('a visitor without scripts passes the age gate (spec §4)', () => {
  it('the gate is open in the page, its answers are forms keeping the page and its query', async () => {
    const html = (await get('/domaine-demo?page=coffrets&color=red')).body;
    expect(html).toContain('<dialog open id="cuvee-age-gate"');
    expect(html).toContain(
      '<form method="get"><input type="hidden" name="page" value="coffrets"><input type="hidden" name="color" value="red"><button type="submit" class="age-gate-yes" name="age" value="confirmed">',
    );
    expect(html).toContain('<form method="get" action="/auth"><button type="submit" class="age-gate-no"');
  });

  it("'Oui' sets the cookie for 365 days and sends the visitor back to the page, without the answer", async () => {
    const answer = await get('/domaine-demo?page=coffrets&age=confirmed');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/domaine-demo?page=coffrets');
    expect(answer.headers['set-cookie']).toBe('isOver18=true; Max-Age=31536000; Path=/; SameSite=Lax');
    const product = await get('/shops/DEMO2026/les-galets-rouge?age=confirmed');
    expect(product.headers.location).toBe('/shops/DEMO2026/les-galets-rouge');
    // Back on the page with the cookie: no gate.
    expect((await get('/domaine-demo?page=coffrets', 'isOver18=true')).body).not.toContain('cuvee-age-gate');
  });

  it('another value of `age` is no answer: the page as usual', async () => {
    const answer = await get('/domaine-demo?age=oui');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.body).toContain('cuvee-age-gate');
  });
});
