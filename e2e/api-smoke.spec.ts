import { expect, test } from '@playwright/test';
import { apiLogin, bearer } from './support/api.ts';

// The server as `npm start` runs it: demo data, the API and its documentation, the web app.
test('the server answers the demo data, the API documentation and the web app', async ({ page, request }) => {
  const jwt = await apiLogin(request, 'proprietaire@cuvee.demo');
  const shop = await request.get('/v1/shops/me', { headers: bearer(jwt) });
  expect((await shop.json()).shop.name).toBe('Domaine Démo');

  const wrong = await request.post('/v1/auth/login', {
    data: { email: 'client@cuvee.demo', password: 'Faux' },
  });
  expect(wrong.status()).toBe(401);
  expect((await wrong.json()).message).toBe('Le mail et/ou le mot de passe sont incorrects.');

  await page.goto('/v1/docs/');
  await expect(page.getByText('Cuvée API').first()).toBeVisible();
  await expect(page.getByText('/v1/auth/login').first()).toBeVisible();

  const index = await request.get('/dashboard/orders');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('text/html');
});
