import {
  BUYER_VISIBLE_STATUSES,
  type DrinkType,
  exciseCategoryOf,
  isFormatVisible,
  type PricingLine,
  type VintageTaxInput,
} from '@cuvee/domain';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type FormatRow, type ProductRow, productFormats, products } from '../products/index.ts';
import { uuids } from './uuids.ts';

/*
 * What a box holds (issue 24): a fixed box the producer's items, a builder box the buyer's
 * picks. The picks are checked here, never trusted: each one of the box's selection, a bottle of
 * the box's shop, on sale and offered to the buyer's typology, as many as the box has places.
 * Each content is one format and vintage of its wine: what its excise is computed from, what
 * the order records as a line of its own and what the stock reserves.
 */

export const BOX_MESSAGES = {
  badComposition: (slots: number) =>
    `La composition du coffret n'est pas valide : choisissez ${slots} bouteille${slots > 1 ? 's' : ''}, autant que le coffret a de places`,
  notInSelection:
    "La composition du coffret n'est pas valide : un des vins choisis ne fait pas partie de sa sélection",
  notBuilder: "Ce produit n'est pas un coffret à composer : il ne reçoit pas de choix de vins",
  notBottle: (name: string) =>
    `« ${name} » ne peut pas être choisi dans ce coffret : seules les bouteilles de la boutique le composent`,
  unavailable: (name: string) =>
    `« ${name} » n'est plus disponible : choisissez un autre vin pour composer ce coffret`,
  hidden: (name: string) =>
    `« ${name} » n'est pas proposé à votre catégorie de client : choisissez un autre vin pour composer ce coffret`,
} as const;

/** One wine of a box: its rows, its vintage, and how many bottles of it one box holds. */
export type BoxContent = {
  product: ProductRow;
  format: FormatRow;
  vintageName: string;
  tax: VintageTaxInput | null;
  /** Bottles of it in one box. */
  quantity: number;
  /** 'Les Galets Rouge · 2022 · Bouteille 75 cl', as the order and the invoice print it. */
  label: string;
};

type Picks = ReadonlyArray<{ productId: string; quantity: number }> | undefined;

/** The rows boxes need beyond the cart's own: their wines, and every format of those. */
export async function loadBoxRows(
  db: DbOrTx,
  productRows: readonly ProductRow[],
  productById: Map<string, ProductRow>,
): Promise<Map<string, FormatRow[]>> {
  const inner = [
    ...new Set(
      productRows.flatMap((p) =>
        p.productType === 'box' ? (p.box?.items ?? []).flatMap((i) => uuids(i.productId)) : [],
      ),
    ),
  ];
  const formatsByProduct = new Map<string, FormatRow[]>();
  if (inner.length === 0) return formatsByProduct;
  const missing = inner.filter((id) => !productById.has(id));
  const [ps, fs] = await Promise.all([
    missing.length ? db.select().from(products).where(inArray(products.id, missing)) : [],
    db
      .select()
      .from(productFormats)
      .where(inArray(productFormats.productId, inner))
      .orderBy(asc(productFormats.position), asc(productFormats.id)),
  ]);
  for (const p of ps) productById.set(p.id, p);
  for (const f of fs) formatsByProduct.set(f.productId, [...(formatsByProduct.get(f.productId) ?? []), f]);
  return formatsByProduct;
}

/** The format a content is sold in: the box's own choice, else the wine's first bottle format. */
function contentFormat(
  formats: readonly FormatRow[],
  formatId: string | undefined,
  visible: (f: FormatRow) => boolean,
): FormatRow | undefined {
  if (formatId) return formats.find((f) => f.id === formatId && visible(f));
  return formats.find((f) => f.type === 'bottle' && visible(f)) ?? formats.find((f) => visible(f));
}

function contentOf(product: ProductRow, format: FormatRow, quantity: number): BoxContent {
  const vintage = product.vintages[0];
  const vintageName = vintage?.name ?? '';
  return {
    product,
    format,
    vintageName,
    tax: vintage
      ? { alcohol: vintage.alcohol ?? null, legal: vintage.legal as VintageTaxInput['legal'] }
      : null,
    quantity,
    label: [product.name, vintageName, format.nameInShop].filter(Boolean).join(' · '),
  };
}

/**
 * A line's box contents for one box; [] for anything but a box. Throws a French 422 when the
 * picks do not make the box: sent for a product that takes none, too few or too many, a wine
 * outside its selection, not a bottle of its shop, off sale, or not offered to the typology.
 */
export function boxContentsOf(
  product: ProductRow,
  picks: Picks,
  typology: string,
  productById: ReadonlyMap<string, ProductRow>,
  formatsByProduct: ReadonlyMap<string, readonly FormatRow[]>,
): BoxContent[] {
  const box = product.productType === 'box' ? product.box : null;
  if (box?.mode !== 'builder') {
    if (picks?.length) throw new HttpError(422, BOX_MESSAGES.notBuilder);
    if (!box) return [];
    // A fixed box: what its producer put in it, as they defined it.
    return box.items.flatMap((item) => {
      const inner = productById.get(item.productId);
      const format = inner && contentFormat(formatsByProduct.get(inner.id) ?? [], item.formatId, () => true);
      return inner && format ? [contentOf(inner, format, item.quantity)] : [];
    });
  }
  // The same wine picked twice is one content.
  const counts = new Map<string, number>();
  for (const p of picks ?? []) counts.set(p.productId, (counts.get(p.productId) ?? 0) + p.quantity);
  const total = [...counts.values()].reduce((n, q) => n + q, 0);
  if (total !== box.slots) throw new HttpError(422, BOX_MESSAGES.badComposition(box.slots));
  const offered = new Map(box.items.map((i) => [i.productId, i]));
  if ([...counts.keys()].some((id) => !offered.has(id)))
    throw new HttpError(422, BOX_MESSAGES.notInSelection);
  return [...counts].map(([productId, quantity]) => {
    const inner = productById.get(productId);
    if (!inner || inner.shopId !== product.shopId || inner.productType !== 'bottle')
      throw new HttpError(422, BOX_MESSAGES.notBottle(inner?.name ?? 'Ce vin'));
    if (!BUYER_VISIBLE_STATUSES.includes(inner.status) || inner.status === 'outofstock')
      throw new HttpError(422, BOX_MESSAGES.unavailable(inner.name));
    const format = contentFormat(
      formatsByProduct.get(inner.id) ?? [],
      offered.get(productId)!.formatId,
      (f) => isFormatVisible(f, typology),
    );
    if (!format) throw new HttpError(422, BOX_MESSAGES.hidden(inner.name));
    return contentOf(inner, format, quantity);
  });
}

/** The contents as the pricing taxes them: each bottle through its own wine's vintage. */
export function taxedContents(contents: readonly BoxContent[]): NonNullable<PricingLine['boxContents']> {
  return contents.map((c) => ({
    quantity: c.quantity,
    exciseCategory: exciseCategoryOf(c.product.type as DrinkType | null),
    unity: c.format.unity,
    unityValue: c.format.unityValue,
    eq75: c.format.eq75,
    vintage: c.tax,
  }));
}
