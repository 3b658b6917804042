import type { SalesOrderCreateBody } from '@cuvee/contracts';
import {
  type DocumentLineInput,
  type DrinkType,
  exciseCategoryOf,
  type OrderKind,
  priceDocument,
  ratesWithOverrides,
  resolveTypology,
  shippingVatRateBp,
  todayInFrance,
  unitPrice,
  type VintageTaxInput,
  vatRateBpOf,
} from '@cuvee/domain';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ClientRow } from '../clients/index.ts';
import { deliveryModes } from '../delivery/index.ts';
import { productFormats, products } from '../products/index.ts';
import { shops } from '../shops/index.ts';
import type { SalesActor } from './orders.list.ts';
import type { FrozenShipping } from './orders.table.ts';
import { MESSAGES } from './pricing.source.ts';

/*
 * The lines of a document entered in the back office (issue 16), for its creation and its
 * edits: the unit from the client's typology (or the staff's own unit price), then priced by the
 * domain's one engine (priceDocument, issue 25): the line discount, VAT at the product's rate,
 * excise and CSS apart at the rates of today in France (none on a free sample), totals as
 * EN 16931 computes them, delivery at the shop's standard rate.
 */

type Typologies = Parameters<typeof resolveTypology>[0];

/**
 * A format's listed unit price for a client's typology (the public one when the shop has none
 * for it), HT and TTC in cents: what an entry's line costs unless the staff types its own. The
 * entry's pricing and its product picker (orders.picker.ts) read it alike.
 */
export function listedUnit(
  format: Parameters<typeof unitPrice>[0],
  typologies: Typologies,
  typologyKey: string | null,
  vatRate: number,
  quantity = 1,
): { ht: number; ttc: number } {
  const typology = typologyKey ? typologies[typologyKey] : undefined;
  const { ht, ttc } =
    typology && typologyKey
      ? unitPrice(format, typologyKey, typology, vatRate, { quantity, hasTVA: vatRate > 0 })
      : unitPrice(format, 'public', { name: '', public: true, ttc: true }, vatRate);
  return { ht, ttc };
}

type Body = z.output<typeof SalesOrderCreateBody>;

export async function priceEntry(
  actor: SalesActor,
  tx: TenantTx,
  client: ClientRow,
  kind: OrderKind,
  body: Pick<Body, 'lines' | 'shipping'>,
) {
  const shopId = actor.shop.id;
  const s = scoped(tx, actor);
  const [shop] = await tx.select().from(shops).where(eq(shops.id, shopId));
  const productIds = [...new Set(body.lines.map((l) => l.productId))];
  const formatIds = [...new Set(body.lines.map((l) => l.formatId))];
  const [productRows, formatRows] = await Promise.all([
    s.selectAll(products, inArray(products.id, productIds)),
    s.selectAll(productFormats, inArray(productFormats.id, formatIds)),
  ]);
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const formatById = new Map(formatRows.map((f) => [f.id, f]));

  const settings = shop!.settings;
  const hasTva = settings?.hasTVA ?? true;
  const vatShop = {
    hasTVA: hasTva,
    vatRate: settings?.vatRate ?? { standard: 20, medium: 10, reduced: 5.5 },
  };
  const typologyKey = resolveTypology(shop!.typologies, client.typology);
  const sample = kind === 'sample';

  const described = body.lines.map((l) => {
    const product = productById.get(l.productId);
    const format = formatById.get(l.formatId);
    if (!product || !format || format.productId !== product.id)
      throw new HttpError(404, MESSAGES.unknownProduct);
    const vatRateBp = vatRateBpOf(vatShop, product.vatType);
    const listed = listedUnit(format, shop!.typologies, typologyKey, vatRateBp / 100, l.quantity).ht;
    const vintage = l.vintage?.trim() || '';
    const taxed = product.vintages.find((v) => v.name === vintage);
    const input: DocumentLineInput = {
      quantity: l.quantity,
      unitHt: sample ? 0 : (l.unitHtCents ?? listed),
      discountBp: sample ? 0 : l.discountBp,
      vatRateBp,
      // The duties inside the price, shown per line as on a placed order; a free sample shows none.
      taxed: sample
        ? []
        : [
            {
              exciseCategory: exciseCategoryOf(product.type as DrinkType | null),
              unity: format.unity,
              unityValue: format.unityValue,
              vintage: taxed
                ? { alcohol: taxed.alcohol ?? null, legal: taxed.legal as VintageTaxInput['legal'] }
                : null,
              quantity: 1,
            },
          ],
    };
    return { product, format, vintage, input };
  });
  const shippingCents = sample ? 0 : (body.shipping?.priceCents ?? 0);
  const priced = priceDocument({
    date: todayInFrance(),
    lines: described.map((d) => d.input),
    shipping: { ht: shippingCents, vatRateBp: shippingVatRateBp(vatShop) },
    rates: ratesWithOverrides(settings?.rateOverrides),
  });
  const totals = priced.totals;
  const lines = described.map(({ product, format, vintage }, position) => {
    const l = priced.lines[position]!;
    return {
      position,
      productId: product.id,
      formatId: format.id,
      vintage,
      label: [product.name, vintage, format.nameInShop].filter(Boolean).join(' — '),
      quantity: l.quantity,
      unitHt: l.unitHt,
      unitTtc: l.unitTtc,
      vatRateBp: l.vatRateBp,
      discountBp: l.discountBp,
      totalHt: l.totalHt,
      totalTtc: l.totalTtc,
      exciseCents: l.excise,
      cssCents: l.css,
    };
  });

  // The order's amount columns, as entry and edits write them: the excise and the CSS apart.
  const amounts = {
    totalHt: totals.totalHt,
    tva: totals.tva,
    totalTtc: totals.totalTtc,
    exciseCents: priced.excise,
    cssCents: priced.css,
    shippingCents,
    price: { totalHT: totals.totalHt, tva: totals.tva, totalTTC: totals.totalTtc, shipping: shippingCents },
  };
  return { lines, shippingCents, totals, typologyKey, hasTva, amounts };
}

/**
 * The delivery as the document keeps it (issue 24): one of the shop's modes (its kind, its name
 * unless another is typed), or the label typed; the fee is the price, never the mode's name.
 */
export async function entryShipping(
  actor: SalesActor,
  tx: TenantTx,
  shipping: Body['shipping'],
): Promise<Pick<FrozenShipping, 'modeId' | 'kind' | 'name'>> {
  if (!shipping) return { modeId: null, kind: 'delivery', name: '' };
  if (!shipping.modeId) return { modeId: null, kind: 'delivery', name: shipping.label };
  const [mode] = await scoped(tx, actor)
    .select({ id: deliveryModes.id, kind: deliveryModes.kind, name: deliveryModes.name })
    .from(deliveryModes)
    .where(eq(deliveryModes.id, shipping.modeId));
  if (!mode) throw new HttpError(404, "Ce mode de livraison n'existe pas dans votre boutique");
  return { modeId: mode.id, kind: mode.kind, name: shipping.label || mode.name };
}
