import type { ManagedProduct } from '@cuvee/contracts';
import { ProductInput } from '@cuvee/contracts';
import { describe, expect, it } from 'vitest';
import { splitServerMessage } from './messages.ts';
import { checkProductForm, formPathOf } from './product-form.validate.ts';
import { emptyProduct, emptyVintage, productToForm, type ShopContext } from './product-form.values.ts';
import { serverFieldIssues } from './server-errors.ts';

const ctx: ShopContext = {
  typologyKeys: ['particulier', 'caviste', 'restaurateur'],
  tabIds: new Set(['vins', 'rouges']),
};

const product: ManagedProduct = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  shopId: '0190a0b0-0000-7000-8000-0000000000ff',
  slug: 'les-galets-rouge',
  productType: 'bottle',
  name: 'Les Galets Rouge',
  precision: null,
  type: 'wine',
  color: 'red',
  gamme: 'Tradition',
  status: 'online',
  vatType: 'standard',
  description: 'Un rouge gourmand.',
  tabIds: ['vins', 'rouges', 'onglet-supprime'],
  attributes: {
    appellation: 'Costières de Nîmes',
    quality: 'aop',
    country: 'FR',
    labels: ['aop', 'ab'],
    grapeVarieties: ['Syrah', 'Grenache noir'],
    category: 2,
  },
  vintages: [
    { id: 'v1', name: '2022', alcohol: 13.5, lots: ['L22A'], legal: { typeDA: 'DA2', da: 4.1 } },
    { id: 'v2', name: 'NV', alcohol: null, lots: [], legal: {} },
  ],
  ingredients: 'Raisins, sulfites',
  allergens: ['sulphites'],
  nutrition: {
    energyKj: 321,
    energyKcal: 77,
    fat: 0,
    saturatedFat: 0,
    carbohydrates: 0.6,
    sugars: 0.2,
    proteins: 0.1,
    salt: 0.01,
  },
  packing: { packing: 'carton6', packingQuantity: 6 },
  visuals: ['/demo/products/rouge.svg'],
  box: null,
  isWrapped: false,
  wrappingPrice: 0,
  position: 3,
  searchText: 'les galets rouge costières de nîmes',
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  formats: [
    {
      id: 'f1',
      shopId: '0190a0b0-0000-7000-8000-0000000000ff',
      productId: '0190a0b0-0000-7000-8000-000000000001',
      position: 0,
      ean: '3760123450010',
      gtin: '03760123450010',
      type: 'bottle',
      unity: 'Litre(s)',
      unityValue: 0.75,
      container: 'bottle',
      weight: 1.3,
      nameInShop: null,
      showUnityValue: true,
      eq75: 1,
      price: 1290,
      discountPrice: { '12': 1090, '6': 1190 },
      discountAdd: { '12': 1 },
      promotions: [
        { type: '%', amount: 10, minProduct: 6, minPrice: 0, minProductOrder: 0, minPriceOrder: 0 },
        { type: '€', amount: 250, minProduct: 0, minPrice: 5000, minProductOrder: 0, minPriceOrder: 0 },
      ],
      typologies: { caviste: { price: 850 }, restaurateur: { visible: false }, disparue: { price: 1 } },
      visuals: [],
    },
  ],
};

describe('product → form', () => {
  const form = productToForm(product, ctx);
  it('shows prices in euros with a comma and decimals with a comma', () => {
    const f = form.formats[0]!;
    expect(f.price).toBe('12,90');
    expect(f.unityValue).toBe('0,75');
    expect(f.weight).toBe('1,3');
    expect(f.tiers).toEqual([
      { threshold: '6', price: '11,90' },
      { threshold: '12', price: '10,90' },
    ]);
    expect(f.freeItems).toEqual([{ threshold: '12', free: '1' }]);
    expect(f.promotions[1]).toMatchObject({ type: '€', amount: '2,50', minPrice: '50,00' });
    expect(form.nutrition.salt).toBe('0,01');
    expect(form.vintages[0]).toMatchObject({ name: '2022', alcohol: '13,5', lots: ['L22A'] });
    expect(form.vintages[0]!.legal).toMatchObject({ typeDA: 'DA2', da: '4,1', css: '' });
  });
  it('has a block per shop typology, and drops typologies and tabs the shop no longer has', () => {
    expect(form.formats[0]!.typologies).toEqual({
      particulier: { visible: true, price: '' },
      caviste: { visible: true, price: '8,50' },
      restaurateur: { visible: false, price: '' },
    });
    expect(form.tabIds).toEqual(['vins', 'rouges']);
  });
});

describe('form → API', () => {
  it('gives back the same product, as ProductInput accepts it', () => {
    const check = checkProductForm(productToForm(product, ctx));
    expect(check).toMatchObject({ ok: true });
    if (!check.ok) return;
    expect(ProductInput.parse(check.body)).toEqual(check.body);
    const f = check.body.formats[0]!;
    expect(f).toMatchObject({
      id: 'f1',
      ean: '3760123450010',
      price: 1290,
      unityValue: 0.75,
      discountPrice: { '6': 1190, '12': 1090 },
      discountAdd: { '12': 1 },
      typologies: { caviste: { visible: true, price: 850 }, restaurateur: { visible: false } },
    });
    expect(f.typologies).not.toHaveProperty('particulier');
    expect(f.typologies).not.toHaveProperty('disparue');
    expect(f.promotions[1]).toMatchObject({ type: '€', amount: 250, minPrice: 5000, activation: 'always' });
    expect(check.body.vintages[0]).toMatchObject({
      id: 'v1',
      name: '2022',
      alcohol: 13.5,
      lots: ['L22A'],
      legal: { typeDA: 'DA2', da: 4.1 },
    });
    expect(check.body.vintages[1]).toMatchObject({ id: 'v2', name: 'NV', alcohol: null, legal: {} });
    expect(check.body.nutrition).toEqual(product.nutrition);
    expect(check.body.attributes).toMatchObject({ category: 2, labels: ['aop', 'ab'], country: 'FR' });
    expect(check.body.packing).toEqual({ packing: 'carton6', packingQuantity: 6 });
    expect(check.body.position).toBe(3);
    expect(check.body.box).toBeNull();
  });

  it('creates a product with two formats and a quantity tier from typed text', () => {
    const v = emptyProduct(ctx);
    v.name = 'Clos des Essais';
    v.color = 'white';
    v.vintages = [{ ...emptyVintage('2024'), alcohol: '12,5' }];
    v.formats[0]!.price = '14,50';
    v.formats[0]!.ean = '4006381333931';
    v.formats[0]!.tiers = [{ threshold: '6', price: '13,00' }];
    v.formats[0]!.typologies.caviste = { visible: true, price: '9,90' };
    v.formats.push({ ...v.formats[0]!, ean: '', unityValue: '1,5', price: '32', tiers: [], typologies: {} });
    const check = checkProductForm(v);
    expect(check).toMatchObject({ ok: true });
    if (!check.ok) return;
    expect(check.body.formats.map((f) => [f.unityValue, f.price, f.ean])).toEqual([
      [0.75, 1450, '4006381333931'],
      [1.5, 3200, null],
    ]);
    expect(check.body.formats[0]!.discountPrice).toEqual({ '6': 1300 });
    expect(check.body.formats[0]!.typologies).toEqual({ caviste: { visible: true, price: 990 } });
    expect(check.body.nutrition).toBeNull();
    expect(check.body.vintages[0]!.alcohol).toBe(12.5);
    expect(check.body).not.toHaveProperty('formats.0.id');
  });

  it('names the fields to correct, with the §5 and contracts messages', () => {
    const v = emptyProduct(ctx);
    v.name = 'A';
    v.formats[0]!.price = 'douze';
    v.formats[0]!.ean = '4006381333932';
    v.formats[0]!.unityValue = '0';
    v.formats[0]!.tiers = [
      { threshold: '6', price: '11' },
      { threshold: '6', price: '10' },
      { threshold: '0', price: '9' },
    ];
    v.nutrition.fat = '0';
    const check = checkProductForm(v);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    const byPath = Object.fromEntries(check.issues.map((i) => [i.path, i.message]));
    expect(byPath).toMatchObject({
      name: 'Le nom doit contenir au moins 2 caractères',
      'formats.0.price': 'Doit être un nombre',
      'formats.0.ean': "Le code EAN n'est pas valide (8, 12, 13 ou 14 chiffres avec sa clé)",
      'formats.0.unityValue': 'La contenance doit être positive',
      'formats.0.tiers.1.threshold': 'Ce seuil est déjà utilisé',
      'formats.0.tiers.2.threshold': 'Le seuil doit être une quantité entière',
      'nutrition.energyKj': 'Ce champ ne peut pas être vide',
    });
  });

  it('takes the wrapping price as cents from the euros field, and refuses unreadable text', () => {
    const v = emptyProduct(ctx);
    v.name = 'Vin';
    v.formats[0]!.price = '5';
    v.isWrapped = true;
    v.wrappingPrice = 350;
    const ok = checkProductForm(v);
    expect(ok.ok && ok.body.wrappingPrice).toBe(350);
    v.wrappingPrice = Number.NaN;
    const refused = checkProductForm(v);
    expect(refused).toMatchObject({
      ok: false,
      issues: [{ path: 'wrappingPrice', message: 'Doit être un nombre', coded: { code: 'number' } }],
    });
    expect(productToForm({ ...product, wrappingPrice: 250 }, ctx).wrappingPrice).toBe(250);
  });

  it('asks for at least one format, and for the content of a box', () => {
    const v = emptyProduct(ctx, 'box');
    v.name = 'Coffret';
    v.formats = [];
    const check = checkProductForm(v);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues).toContainEqual({
      path: 'formats',
      message: 'Ajoutez au moins un format',
      coded: { code: 'formatsRequired' },
    });
  });

  it('speaks English for generic bounds in the English UI', () => {
    const v = emptyProduct(ctx);
    v.name = 'Vin';
    v.formats[0]!.price = '5';
    v.vintages = [{ ...emptyVintage('2020'), alcohol: '120' }];
    const check = checkProductForm(v, 'en');
    expect(check).toMatchObject({
      ok: false,
      issues: [{ path: 'vintages.0.alcohol', message: 'Must be at most 100' }],
    });
  });
});

describe('server messages', () => {
  it('splits a 400 line into field and message, and finds the form field', () => {
    const v = productToForm(product, ctx);
    const line = splitServerMessage(
      'formats.0.discountPrice.12 : Le prix doit être un nombre entier de centimes',
    );
    expect(line).toEqual({
      path: 'formats.0.discountPrice.12',
      message: 'Le prix doit être un nombre entier de centimes',
    });
    expect(formPathOf(line!.path.split('.'), v)).toBe('formats.0.tiers.1.price');
    expect(splitServerMessage('Le produit a été créé')).toBeNull();
  });
});

describe('API refusals', () => {
  it('puts 400 field messages and a taken EAN on their fields', () => {
    const v = productToForm(product, ctx);
    expect(
      serverFieldIssues(
        400,
        ['formats.0.price : Le prix doit être un nombre entier de centimes', 'Autre'],
        '',
        v,
      ),
    ).toEqual([{ path: 'formats.0.price', message: 'Le prix doit être un nombre entier de centimes' }]);
    const taken = 'Le code EAN 3760123450010 est déjà utilisé par un autre produit';
    expect(serverFieldIssues(409, [], taken, v)).toEqual([{ path: 'formats.0.ean', message: taken }]);
    expect(serverFieldIssues(422, [], "L'onglet « x » n'existe pas dans la boutique", v)).toEqual([]);
  });
});
