import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '@playwright/test';
import { DEMO, openSignedIn } from './support/web.ts';

// The journeys run against a real server on a shared machine: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS === '1' ? '../docs/screenshots/' : '../test-results/screenshots/',
    import.meta.url,
  ),
);

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

/** 500 clients with our default headers; lines 12, 202 and 402 are bad (SIRET, e-mail, typology). */
function clientsCsv(stamp: number): string {
  const header = 'Raison sociale;Nom;Prénom;E-mail;Téléphone;SIRET;Adresse;Code postal;Ville;Pays;Typologie';
  const rows = Array.from({ length: 500 }, (_, i) => {
    const digits = String(10_000_000 + i);
    const row = [
      `Cave e2e ${i + 1}`,
      `Martin${i + 1}`,
      'Paul',
      `e2e${stamp}.${i + 1}@clients.test`,
      `06 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)}`,
      String(10_000_000_000_000 + stamp * 1000 + i),
      `${i + 1} rue des Vignes`,
      '34000',
      'Montpellier',
      'France',
      i % 2 ? 'Caviste' : 'Restaurateur',
    ];
    if (i === 10) row[5] = '1234567890123';
    if (i === 200) row[3] = 'pas-un-mail';
    if (i === 400) row[10] = 'Inconnue';
    return row.join(';');
  });
  return `${header}\r\n${rows.join('\r\n')}\r\n`;
}

for (const width of [1280, 390]) {
  test(`the owner imports 500 clients, follows the progress and reads the 3 refused lines (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 600 ? 860 : 844 });
    await openSignedIn(page, DEMO.owner, '/dashboard/clients');
    // 'Importer', in the client list's toolbar.
    await page.getByRole('button', { name: 'Importer', exact: true }).click();
    await expect(page).toHaveURL('/dashboard/clients?import=1');
    const dialog = page.getByRole('dialog', { name: 'Importer des clients' });
    await expect(dialog.getByText('Déposez ici un fichier CSV ou XLSX')).toBeVisible();
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `${SHOTS}client-import-file-${width}.png` });

    const stamp = Date.now() % 1_000_000;
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'clients-e2e.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(clientsCsv(stamp)),
    });
    // Colonnes: the default template detected, columns mapped, the preview's bad line shown.
    await expect(dialog.getByText(/Format détecté : Cuvée \(modèle par défaut\) — 500 lignes/)).toBeVisible();
    await expect(dialog.getByLabel('Raison sociale')).toHaveText('Raison sociale');
    await expect(dialog.getByText('SIRET : Le numéro SIRET doit contenir 14 chiffres')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}client-import-columns-${width}.png`, fullPage: true });

    await dialog.getByRole('button', { name: 'Lancer l’import' }).click();
    // Import: the progress bar with 'N / 500' while the job runs.
    await expect(dialog.getByTestId('import-progress')).toHaveText(/^\d+ \/ 500$/);
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}client-import-progress-${width}.png` });

    // Rapport: 497 imported, the 3 refused lines with their reasons.
    await expect(dialog.getByText('497 clients importés')).toBeVisible();
    await expect(dialog.getByText('3 lignes refusées')).toBeVisible();
    const rejects = dialog.getByTestId('import-reject');
    await expect(rejects).toHaveCount(3);
    await expect(rejects.nth(0)).toContainText('12');
    await expect(rejects.nth(0)).toContainText('SIRET : Le numéro SIRET doit contenir 14 chiffres');
    await expect(rejects.nth(1)).toContainText('202');
    await expect(rejects.nth(1)).toContainText('E-mail : Le mail est incorrect');
    await expect(rejects.nth(2)).toContainText('402');
    await expect(rejects.nth(2)).toContainText('Typologie inconnue : « Inconnue »');
    await expect(dialog.getByRole('button', { name: 'Télécharger les lignes refusées (CSV)' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}client-import-report-${width}.png`, fullPage: true });

    // The report stays reachable from its URL (the notification's link).
    await expect(page).toHaveURL(/\/dashboard\/clients\?import=[0-9a-f-]{36}$/);
  });
}
