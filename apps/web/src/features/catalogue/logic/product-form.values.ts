import type { ManagedFormat, ManagedProduct, ManagedVintage } from '@cuvee/contracts';
import type { ProductType } from '@cuvee/domain';
import { centsToInput, numberToInput } from './euros.ts';
import type {
  FormatForm,
  Nutrient,
  ProductFormValues,
  PromotionForm,
  ShopContext,
  TypologyForm,
  VintageForm,
} from './product-form.types.ts';
import { NUTRIENTS } from './product-form.types.ts';

export type {
  BoxItemForm,
  FormatForm,
  FormatType,
  Nutrient,
  ProductFormValues,
  PromotionForm,
  ShopContext,
  TypologyForm,
  VintageForm,
} from './product-form.types.ts';
export { NUTRIENTS } from './product-form.types.ts';

// The product form holds what the inputs show: numbers and prices as typed text ('0,75',
// '12,90'), empty strings for "not given". product-form.validate.ts turns it into the
// API's ProductInput; this file turns a product (or nothing) into form values.

const text = (value: string | null | undefined) => value ?? '';

export function emptyTypologies(ctx: ShopContext): Record<string, TypologyForm> {
  return Object.fromEntries(ctx.typologyKeys.map((key) => [key, { visible: true, price: '' }]));
}

export function emptyPromotion(): PromotionForm {
  return { type: '%', amount: '', minProduct: '', minPrice: '', minProductOrder: '', minPriceOrder: '' };
}

/** A new format: a 75 cl bottle by default, or a unit for accessories and services. */
export function emptyFormat(ctx: ShopContext, productType: ProductType = 'bottle'): FormatForm {
  const drink = productType === 'bottle' || productType === 'box';
  return {
    ean: '',
    type: productType === 'box' ? 'packing' : drink ? 'bottle' : 'custom',
    unity: drink ? 'Litre(s)' : 'Gramme(s)',
    unityValue: drink ? (productType === 'box' ? '2,25' : '0,75') : '1',
    container: drink && productType !== 'box' ? 'bottle' : '',
    weight: '',
    nameInShop: '',
    showUnityValue: drink,
    price: '',
    tiers: [],
    freeItems: [],
    promotions: [],
    typologies: emptyTypologies(ctx),
    visuals: [],
  };
}

export function emptyVintage(name = ''): VintageForm {
  return {
    name,
    alcohol: '',
    lots: [],
    legal: {
      da: '',
      css: '',
      typeDA: '',
      customTaxName: '',
      customTaxAmountPerHL: '',
      customTaxFamilies: [],
      customTaxAdded: false,
      customTaxVat: false,
    },
  };
}

const emptyNutrition = (): Record<Nutrient, string> =>
  Object.fromEntries(NUTRIENTS.map((k) => [k, ''])) as Record<Nutrient, string>;

export function emptyProduct(ctx: ShopContext, productType: ProductType = 'bottle'): ProductFormValues {
  return {
    productType,
    name: '',
    precision: '',
    type: productType === 'bottle' ? 'wine' : '',
    color: '',
    gamme: '',
    status: 'online',
    vatType: productType === 'prestation' ? 'medium' : 'standard',
    description: '',
    tabIds: [],
    attributes: {
      appellation: '',
      category: '',
      quality: '',
      grapeVarieties: [],
      brand: '',
      country: 'FR',
      owner: '',
      labels: [],
      growingZone: '',
    },
    vintages: [],
    ingredients: '',
    allergens: [],
    nutrition: emptyNutrition(),
    packing: { packing: '', packingQuantity: '', weight: '' },
    visuals: [],
    formats: [emptyFormat(ctx, productType)],
    box: { mode: 'fixed', slots: '1', items: [] },
    isWrapped: false,
    wrappingPrice: null,
    position: '0',
  };
}

const byThreshold = (a: [string, number], b: [string, number]) => Number(a[0]) - Number(b[0]);

function formatToForm(f: ManagedFormat, ctx: ShopContext): FormatForm {
  const typologies = emptyTypologies(ctx);
  // Typologies the shop no longer has are dropped: the API would refuse them.
  for (const key of ctx.typologyKeys) {
    const own = f.typologies?.[key];
    if (own) typologies[key] = { visible: own.visible !== false, price: centsToInput(own.price) };
  }
  return {
    id: f.id,
    ean: text(f.ean),
    type: f.type,
    unity: f.unity,
    unityValue: numberToInput(f.unityValue),
    container: text(f.container),
    weight: numberToInput(f.weight),
    nameInShop: text(f.nameInShop),
    showUnityValue: f.showUnityValue,
    price: centsToInput(f.price),
    tiers: Object.entries(f.discountPrice ?? {})
      .sort(byThreshold)
      .map(([threshold, cents]) => ({ threshold, price: centsToInput(cents) })),
    freeItems: Object.entries(f.discountAdd ?? {})
      .sort(byThreshold)
      .map(([threshold, free]) => ({ threshold, free: String(free) })),
    promotions: (f.promotions ?? []).map((p) => ({
      type: p.type,
      amount: p.type === '€' ? centsToInput(p.amount) : numberToInput(p.amount),
      minProduct: p.minProduct ? String(p.minProduct) : '',
      minPrice: p.minPrice ? centsToInput(p.minPrice) : '',
      minProductOrder: p.minProductOrder ? String(p.minProductOrder) : '',
      minPriceOrder: p.minPriceOrder ? centsToInput(p.minPriceOrder) : '',
    })),
    typologies,
    visuals: f.visuals ?? [],
  };
}

function vintageToForm(v: ManagedVintage): VintageForm {
  const legal = v.legal ?? {};
  return {
    id: v.id,
    name: v.name,
    alcohol: numberToInput(v.alcohol),
    lots: v.lots ?? [],
    legal: {
      da: numberToInput(legal.da),
      css: numberToInput(legal.css),
      typeDA: legal.typeDA ?? '',
      customTaxName: text(legal.customTaxName),
      customTaxAmountPerHL: numberToInput(legal.customTaxAmountPerHL),
      customTaxFamilies: legal.customTaxFamilies ?? [],
      customTaxAdded: legal.customTaxAdded === true,
      customTaxVat: legal.customTaxVat === true,
    },
  };
}

/** A product of the API → the form's values. */
export function productToForm(p: ManagedProduct, ctx: ShopContext): ProductFormValues {
  const a = p.attributes ?? {};
  const nutrition = emptyNutrition();
  if (p.nutrition) for (const k of NUTRIENTS) nutrition[k] = numberToInput(p.nutrition[k]);
  return {
    productType: p.productType,
    name: p.name,
    precision: text(p.precision),
    type: text(p.type),
    color: text(p.color),
    gamme: text(p.gamme),
    status: p.status,
    vatType: p.vatType,
    description: text(p.description),
    tabIds: (p.tabIds ?? []).filter((id) => ctx.tabIds.has(id)),
    attributes: {
      appellation: text(a.appellation),
      category: a.category ? String(a.category) : '',
      quality: text(a.quality),
      grapeVarieties: a.grapeVarieties ?? [],
      brand: text(a.brand),
      country: a.country ?? 'FR',
      owner: text(a.owner),
      labels: a.labels ?? [],
      growingZone: text(a.growingZone),
    },
    vintages: (p.vintages ?? []).map(vintageToForm),
    ingredients: text(p.ingredients),
    allergens: p.allergens ?? [],
    nutrition,
    packing: {
      packing: text(p.packing?.packing),
      packingQuantity: p.packing?.packingQuantity ? String(p.packing.packingQuantity) : '',
      weight: numberToInput(p.packing?.weight),
    },
    visuals: p.visuals ?? [],
    formats: p.formats.map((f) => formatToForm(f, ctx)),
    box: {
      mode: p.box?.mode ?? 'fixed',
      slots: String(p.box?.slots ?? 1),
      items: (p.box?.items ?? []).map((i) => ({
        productId: i.productId,
        formatId: i.formatId ?? '',
        quantity: String(i.quantity),
      })),
    },
    isWrapped: p.isWrapped,
    wrappingPrice: p.wrappingPrice ? p.wrappingPrice : null,
    position: String(p.position ?? 0),
  };
}
