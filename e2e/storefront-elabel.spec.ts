import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'block' });

const NUTRITION = [
  ['Énergie', '331 kJ / 80 kcal'],
  ['Matières grasses', '0 g'],
  ['dont acides gras saturés', '0 g'],
  ['Glucides', '0,6 g'],
  ['dont sucres', '< 0,5 g'],
  ['Protéines', '< 0,5 g'],
  ['Sel', '< 0,01 g'],
] as const;

// The EU e-label of a bottle (Regulation 2021/2117), reached by its QR code's GS1 Digital Link:
// every nutrition item and the ingredients, no age gate, and no request to any other host.
test('the e-label of Les Galets Rouge 2022 shows its ingredients and nutrition, and calls no other host', async ({
  page,
  baseURL,
}) => {
  const appHost = new URL(baseURL!).host;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  await page.goto('/gs1/01/3760123450010/22/2022');
  const label = page.getByTestId('elabel');
  await expect(label.getByRole('heading', { level: 1 })).toHaveText('Les Galets Rouge 2022');
  await expect(label).toContainText('SCEA Domaine Démo');
  await expect(label).toContainText('14 % vol.');
  await expect(label).toContainText('75 cl');

  const ingredients = page.getByTestId('elabel-ingredients');
  await expect(ingredients).toContainText('Raisins, conservateur : anhydride sulfureux (sulfites)');
  // Allergens in bold (DGCCRF).
  await expect(ingredients.locator('strong')).toHaveText(['anhydride sulfureux', 'sulfites']);

  await expect(page.getByRole('heading', { name: 'Valeurs nutritionnelles pour 100 ml' })).toBeVisible();
  await expect(page.getByTestId('elabel-energy')).toHaveText('E (100 ml) : 331 kJ / 80 kcal');
  const table = page.getByTestId('elabel-nutrition');
  for (const [name, value] of NUTRITION) {
    await expect(table.getByRole('row', { name: new RegExp(`^${name}`) })).toContainText(value);
  }

  await expect(page.getByTestId('age-gate')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const foreign = requests.filter((url) => url.startsWith('http') && new URL(url).host !== appHost);
  expect(foreign).toEqual([]);

  // In English when the reader asks for it.
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('heading', { name: 'Nutrition declaration per 100 ml' })).toBeVisible();
  await expect(table.getByRole('row', { name: /^of which sugars/ })).toContainText('< 0.5 g');
});

test('the lot and the other routes of the e-label', async ({ page }) => {
  await page.goto('/gs1/01/03760123450010/22/2022/10/L22-01');
  await expect(page.getByTestId('elabel')).toContainText('L22-01');
  await page.goto('/gs1/01/3760123450010/10/L21-04');
  await expect(page.getByTestId('elabel')).toContainText('L21-04');
  await page.goto('/gs1/01/3760123450010');
  await expect(page.getByTestId('elabel')).toContainText('Les Galets Rouge');
  await page.goto('/domaine-demo/nutritiveValues?product=les-galets-rouge&vintage=2021');
  await expect(page.getByTestId('elabel').getByRole('heading', { level: 1 })).toHaveText(
    'Les Galets Rouge 2021',
  );
  await expect(page.getByTestId('age-gate')).toHaveCount(0);
});

test('an unknown barcode gets a clear 404 page', async ({ page }) => {
  await page.goto('/gs1/01/3760123450997');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Aucun produit ne porte ce code-barres' }),
  ).toBeVisible();
  await expect(page.getByText('3760123450997')).toBeVisible();
  await page.goto('/gs1/01/3760123450010/22/1999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Le millésime 1999 de ce produit est inconnu' }),
  ).toBeVisible();
});

// No marketing nor help widget on the e-label (Commission notice C/2023/1190).
test('the e-label carries no chat button', async ({ page }) => {
  await page.goto('/gs1/01/3760123450010/22/2022');
  await expect(page.getByTestId('elabel')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Besoin d’aide ?' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Besoin d'aide/ })).toHaveCount(0);
});
