import { codedMessageOf, ProductInput, parseDecimal, renderMessage } from '@cuvee/contracts';
import type { z } from 'zod';
import { parseEuros } from './euros.ts';
import { type FieldIssue, issueAt, type Lang } from './messages.ts';
import { NUTRIENTS, type ProductFormValues } from './product-form.values.ts';

// Form values → the API's ProductInput, in two steps: the text of each number and price
// input is read here (§5 'Doit être un nombre', 'Ce champ ne peut pas être vide'), then
// the contracts' ProductInput judges the whole with its own French messages. Its issue
// paths are the form's field names, tiers and free items aside (records by threshold).

export type { FieldIssue };
export type FormCheck = { ok: true; body: ProductInput } | { ok: false; issues: FieldIssue[] };

class Reader {
  readonly issues: FieldIssue[] = [];

  /** '' → undefined (or 'required'); '12,5' → 12.5; anything else → 'Doit être un nombre'. */
  number(
    path: string,
    input: string,
    opts: { required?: boolean; integer?: boolean } = {},
  ): number | undefined {
    if (input.trim() === '') {
      if (opts.required) this.issues.push(issueAt(path, 'required'));
      return undefined;
    }
    const value = parseDecimal(input);
    if (value === undefined || (opts.integer && !Number.isInteger(value))) {
      this.issues.push(issueAt(path, 'number'));
      return undefined;
    }
    return value;
  }

  /** A choice left empty: 'Ce champ ne peut pas être vide'. */
  required(path: string): string {
    this.issues.push(issueAt(path, 'required'));
    return '';
  }

  /** Euros as typed → cents; '' → undefined (or 'required'). */
  euros(path: string, input: string, opts: { required?: boolean } = {}): number | undefined {
    if (input.trim() === '') {
      if (opts.required) this.issues.push(issueAt(path, 'required'));
      return undefined;
    }
    const cents = parseEuros(input);
    if (cents === undefined) this.issues.push(issueAt(path, 'number'));
    return cents;
  }

  /** A euros field's cents: null → undefined; NaN (unreadable text) → 'Doit être un nombre'. */
  cents(path: string, value: number | null): number | undefined {
    if (value === null) return undefined;
    if (!Number.isInteger(value)) {
      this.issues.push(issueAt(path, 'number'));
      return undefined;
    }
    return value;
  }
}

const given = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** Tier or free-item rows → the record the API takes, keyed by threshold. */
function thresholds<T>(
  r: Reader,
  base: string,
  rows: { threshold: string; value: string }[],
  read: (path: string, input: string) => T | undefined,
): Record<string, T> {
  const out: Record<string, T> = {};
  rows.forEach((row, j) => {
    const key = row.threshold.trim();
    const value = read(`${base}.${j}.value`, row.value);
    if (key === '') r.issues.push(issueAt(`${base}.${j}.threshold`, 'required'));
    else if (key in out) r.issues.push(issueAt(`${base}.${j}.threshold`, 'thresholdTaken'));
    else if (value !== undefined) out[key] = value;
  });
  return out;
}

/** Builds the API body; the Reader collects what could not be read. */
export function toProductInputCandidate(v: ProductFormValues, r: Reader = new Reader()) {
  const drink = v.productType === 'bottle';
  const withComposition = v.productType === 'bottle' || v.productType === 'accessory';
  const nutritionGiven = withComposition && NUTRIENTS.some((k) => v.nutrition[k].trim() !== '');
  const formats = v.formats.map((f, i) => {
    const p = `formats.${i}`;
    return {
      ...(f.id ? { id: f.id } : {}),
      ean: given(f.ean) ?? null,
      type: f.type,
      unity: f.unity,
      unityValue: r.number(`${p}.unityValue`, f.unityValue, { required: true }),
      container: given(f.container),
      weight: r.number(`${p}.weight`, f.weight),
      nameInShop: given(f.nameInShop),
      showUnityValue: f.showUnityValue,
      price: r.euros(`${p}.price`, f.price, { required: true }),
      discountPrice: thresholds(
        r,
        `${p}.tiers`,
        f.tiers.map((t) => ({ threshold: t.threshold, value: t.price })),
        (path, input) => r.euros(path.replace(/value$/, 'price'), input, { required: true }),
      ),
      discountAdd: thresholds(
        r,
        `${p}.freeItems`,
        f.freeItems.map((t) => ({ threshold: t.threshold, value: t.free })),
        (path, input) => r.number(path.replace(/value$/, 'free'), input, { required: true, integer: true }),
      ),
      promotions: f.promotions.map((promo, j) => {
        const q = `${p}.promotions.${j}`;
        return {
          type: promo.type,
          amount:
            promo.type === '€'
              ? r.euros(`${q}.amount`, promo.amount, { required: true })
              : r.number(`${q}.amount`, promo.amount, { required: true }),
          activation: 'always' as const,
          minProduct: r.number(`${q}.minProduct`, promo.minProduct, { integer: true }) ?? 0,
          minPrice: r.euros(`${q}.minPrice`, promo.minPrice) ?? 0,
          minProductOrder: r.number(`${q}.minProductOrder`, promo.minProductOrder, { integer: true }) ?? 0,
          minPriceOrder: r.euros(`${q}.minPriceOrder`, promo.minPriceOrder) ?? 0,
        };
      }),
      // Only what differs from the defaults (visible, public price): the API stores it as is.
      typologies: Object.fromEntries(
        Object.entries(f.typologies).flatMap(([key, t]) => {
          const price = r.euros(`${p}.typologies.${key}.price`, t.price);
          if (price === undefined && t.visible) return [];
          return [[key, { visible: t.visible, ...(price !== undefined ? { price } : {}) }]];
        }),
      ),
      visuals: f.visuals,
    };
  });
  const a = v.attributes;
  const body = {
    productType: v.productType,
    name: v.name,
    precision: given(v.precision),
    type: v.productType === 'box' ? undefined : given(v.type),
    color: drink ? given(v.color) : undefined,
    gamme: given(v.gamme),
    status: v.status,
    vatType: v.vatType,
    description: given(v.description),
    tabIds: v.tabIds,
    attributes: {
      appellation: given(a.appellation),
      category: a.category ? Number(a.category) : undefined,
      quality: given(a.quality),
      grapeVarieties: a.grapeVarieties,
      brand: given(a.brand),
      country: given(a.country)?.toUpperCase() ?? 'FR',
      owner: given(a.owner),
      labels: a.labels,
      growingZone: given(a.growingZone),
    },
    vintages: drink
      ? v.vintages.map((vin, i) => {
          const p = `vintages.${i}`;
          const l = vin.legal;
          const legal = {
            da: r.number(`${p}.legal.da`, l.da),
            css: r.number(`${p}.legal.css`, l.css),
            typeDA: l.typeDA || undefined,
            customTaxName: given(l.customTaxName),
            customTaxAmountPerHL: r.number(`${p}.legal.customTaxAmountPerHL`, l.customTaxAmountPerHL),
            customTaxFamilies: l.customTaxFamilies.length ? l.customTaxFamilies : undefined,
            customTaxAdded: l.customTaxAdded || undefined,
            customTaxVat: l.customTaxVat || undefined,
          };
          return {
            ...(vin.id ? { id: vin.id } : {}),
            name: vin.name,
            alcohol: r.number(`${p}.alcohol`, vin.alcohol) ?? null,
            lots: vin.lots,
            legal: Object.fromEntries(Object.entries(legal).filter(([, x]) => x !== undefined)),
          };
        })
      : [],
    ingredients: withComposition ? given(v.ingredients) : undefined,
    allergens: withComposition ? v.allergens : [],
    nutrition: nutritionGiven
      ? Object.fromEntries(
          NUTRIENTS.map((k) => [k, r.number(`nutrition.${k}`, v.nutrition[k], { required: true })]),
        )
      : null,
    packing: {
      packing: given(v.packing.packing),
      packingQuantity: r.number('packing.packingQuantity', v.packing.packingQuantity, { integer: true }),
      weight: r.number('packing.weight', v.packing.weight),
    },
    visuals: v.visuals,
    formats,
    box:
      v.productType === 'box'
        ? {
            mode: v.box.mode,
            slots: r.number('box.slots', v.box.slots, { required: true, integer: true }),
            items: v.box.items.map((item, j) => ({
              productId: item.productId || r.required(`box.items.${j}.productId`),
              formatId: given(item.formatId),
              quantity: r.number(`box.items.${j}.quantity`, item.quantity, { required: true, integer: true }),
            })),
          }
        : null,
    isWrapped: v.isWrapped,
    wrappingPrice: r.cents('wrappingPrice', v.wrappingPrice) ?? 0,
    position: r.number('position', v.position, { integer: true }) ?? 0,
  };
  return { body, issues: r.issues };
}

/**
 * A path of the API body (from the contracts or a 400 answer) → the form field that shows
 * it. `aboutKey`: the issue is about a record key (a threshold), not its value.
 */
export function formPathOf(segments: readonly string[], v: ProductFormValues, aboutKey = false): string {
  const [head, index, record, key, leaf] = segments;
  if (head === 'formats' && (record === 'discountPrice' || record === 'discountAdd') && key !== undefined) {
    const list = record === 'discountPrice' ? 'tiers' : 'freeItems';
    const rows = v.formats[Number(index)]?.[list] ?? [];
    const j = Math.max(
      0,
      rows.findIndex((row) => row.threshold.trim() === key),
    );
    const field = aboutKey ? 'threshold' : list === 'tiers' ? 'price' : 'free';
    return `formats.${index}.${list}.${j}.${field}`;
  }
  if (head === 'formats' && record === 'typologies' && leaf === undefined && key !== undefined)
    return `formats.${index}.typologies.${key}.price`;
  return segments.join('.');
}

function codedOf(issue: z.core.$ZodIssue) {
  return codedMessageOf(issue.code === 'invalid_key' && issue.issues[0] ? issue.issues[0] : issue);
}

/**
 * The whole check of the product form: ok with the API body, or the fields to correct, each
 * with its coded message (shown in the UI language) and its text in `lang`.
 */
export function checkProductForm(v: ProductFormValues, lang: Lang = 'fr'): FormCheck {
  const { body, issues } = toProductInputCandidate(v);
  const parsed = ProductInput.safeParse(body);
  const all = [...issues];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = formPathOf(issue.path.map(String), v, issue.code === 'invalid_key');
      // A value the Reader already refused is undefined here: keep the first message.
      if (all.some((x) => x.path === path)) continue;
      const coded = codedOf(issue);
      all.push({ path, message: renderMessage(coded, lang), coded });
    }
  }
  if (all.length || !parsed.success) return { ok: false, issues: all };
  return { ok: true, body: parsed.data };
}
