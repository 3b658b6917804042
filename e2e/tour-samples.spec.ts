import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { DEMO, openSignedIn, tokenFor } from './support/web.ts';

// Issue 28's samples and visit notes offline (decisions 0165, 0166): an agent in tour mode loses
// the network, takes a free sample and a visit note for a client, gets the network back: the
// shop has the sample and the note exactly once each (a second reconnection sends nothing), the
// note on the client's record, the sample in the agent's own samples. On an iPad and a phone.

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ locale: 'fr-FR' });
test.describe.configure({ timeout: 90_000 });

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function samplesOf(request: APIRequestContext, owner: string, clientId: string) {
  const res = await request.get('/v1/orders', {
    headers: bearer(owner),
    params: { clientId, kind: 'sample' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { orders: { id: string; reference: string; totalTTC: number }[] }).orders;
}
async function notesOf(request: APIRequestContext, owner: string, clientId: string) {
  const res = await request.get(`/v1/clients/${clientId}/activities`, { headers: bearer(owner) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { activities: { kind: string; body: string }[] }).activities.filter(
    (a) => a.kind === 'note',
  );
}

for (const size of [
  { name: 'an iPad', width: 1024, height: 768 },
  { name: 'a phone', width: 390, height: 844 },
]) {
  test(`on ${size.name}, an agent takes a sample and a visit note offline; back online, each reaches the shop once`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const owner = await tokenFor(request, DEMO.owner);
    const agent = await tokenFor(request, DEMO.agent);
    const me = (await (await request.get('/v1/users/me', { headers: bearer(agent) })).json()) as {
      user: { id: string };
    };
    const suffix = randomUUID().slice(0, 8);
    const name = `Cave des Échantillons ${suffix}`;
    const created = await request.post('/v1/clients', {
      headers: bearer(owner),
      data: {
        kind: 'professional',
        lastname: 'Blanc',
        company: name,
        typology: 'caviste',
        agentId: me.user.id,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const clientId = ((await created.json()) as { client: { id: string } }).client.id;
    const stock = (await (await request.get('/v1/stocks?limit=200', { headers: bearer(owner) })).json()) as {
      lines: { productName: string; available: number }[];
    };
    const wine = stock.lines.find((l) => l.available > 12)!;

    const sends: string[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && /\/tour\/(orders|notes)$/.test(r.url()))
        sends.push(`${r.url().split('/').at(-1)}:${r.status()}`);
    });

    await openSignedIn(page, DEMO.agent, '/dashboard');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.getByTestId('account-menu-button').click();
    await page.getByRole('menuitem', { name: 'Mode tournée' }).click();
    await expect(page.getByRole('heading', { name: 'Mode tournée', level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.getByRole('button', { name: 'Télécharger ma journée' }).click();
    await expect(page.getByTestId('tour-day-status')).toContainText('Journée téléchargée le');

    // Offline: a free sample of two bottles, then a visit note, for the client.
    await context.setOffline(true);
    await expect(page.getByText('Hors ligne', { exact: true })).toBeVisible();
    // The offline banner slides the page down as it comes: wait for it before aiming at a client.
    await expect(page.getByText('Vous êtes hors ligne', { exact: false })).toBeVisible();
    await page.getByLabel('Rechercher un client').fill(suffix);
    await page.getByRole('button', { name: new RegExp(escapeRegExp(name)) }).click();
    await expect(page.getByRole('heading', { name: `Commande pour ${name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Échantillon', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Échantillon pour ${name}` })).toBeVisible();
    await page.getByLabel('Rechercher un vin').fill(wine.productName);
    const more = page
      .getByRole('button', { name: new RegExp(`^Ajouter une unité de ${escapeRegExp(wine.productName)}`) })
      .first();
    await more.click();
    await more.click();
    await expect(page.getByTestId('tour-total')).toHaveText('2 bouteilles offertes');
    await page.getByRole('button', { name: "Enregistrer l'échantillon" }).click();
    const note = `Goûté le rosé ${suffix}, rappeler en mars`;
    await page.getByLabel('Ce que le client a dit, ce qu’il faut faire').fill(note);
    await page.getByRole('button', { name: 'Enregistrer la note' }).click();

    const items = page.getByTestId('tour-outbox-item').filter({ hasText: name });
    const sample = items.and(page.locator('[data-kind="sample"]'));
    const visit = items.and(page.locator('[data-kind="note"]'));
    await expect(sample).toContainText("En attente d'envoi");
    await expect(visit).toContainText("En attente d'envoi");
    await expect(visit).toContainText(note);
    expect(sends).toEqual([]);
    expect(await samplesOf(request, owner, clientId)).toHaveLength(0);
    expect(await notesOf(request, owner, clientId)).toHaveLength(0);

    // Back online: both go, once.
    await context.setOffline(false);
    await expect(sample).toContainText('Reçu par la boutique');
    await expect(visit).toContainText('Ajoutée à la fiche du client');
    const [entered] = await samplesOf(request, owner, clientId);
    expect(entered!.totalTTC).toBe(0);
    await expect(sample).toContainText(entered!.reference);
    await expect(sample).toContainText('2 bouteilles offertes');
    const notes = await notesOf(request, owner, clientId);
    expect(notes.map((n) => n.body)).toEqual([
      expect.stringMatching(new RegExp(`^Note de visite du .* : ${escapeRegExp(note)}$`)),
    ]);

    // A second reconnection sends nothing new.
    const outbox = page.getByTestId('tour-outbox');
    await expect(outbox).toHaveAttribute('aria-busy', 'false');
    const runs = Number(await outbox.getAttribute('data-sync-runs'));
    await context.setOffline(true);
    await expect(page.getByText('Hors ligne', { exact: true })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('En ligne', { exact: true })).toBeVisible();
    await expect(outbox).toHaveAttribute('data-sync-runs', String(runs + 1));
    expect(sends.sort()).toEqual(['notes:200', 'orders:200']);
    expect(await samplesOf(request, owner, clientId)).toHaveLength(1);
    expect(await notesOf(request, owner, clientId)).toHaveLength(1);

    // The agent finds the sample among their own, free, and opens it (the demo agent works for one
    // producer: the shop's page of the order, scoped to theirs).
    await page.goto('/dashboard/orders/samples');
    await expect(page.getByRole('heading', { name: 'Mes échantillons', level: 1 })).toBeVisible();
    const row = page.getByTestId('agent-order-row').filter({ hasText: entered!.reference });
    await expect(row).toContainText(name);
    await expect(row).toContainText('2 articles');
    await row.getByRole('link', { name: entered!.reference }).click();
    await expect(page.getByRole('heading', { name: new RegExp(entered!.reference), level: 1 })).toBeVisible();
  });
}
