import type { SalesOrderPriceBody, SalesOrderPriceResponse } from '@cuvee/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { type ClientActor, clients, notFoundClient, visibleTo } from '../clients/index.ts';
import { shops } from '../shops/index.ts';
import { priceEntry } from './orders.entry.ts';
import type { SalesActor } from './orders.list.ts';

/*
 * The entry's prices while it is typed (issue 24): the client's typology from the first line,
 * by the same priceEntry that prices the document when it is saved, so what the form shows is
 * what the saved document holds. Writes nothing.
 */

type Body = z.output<typeof SalesOrderPriceBody>;

export async function previewEntry(
  actor: SalesActor,
  clientActor: ClientActor,
  tx: TenantTx,
  body: Body,
): Promise<SalesOrderPriceResponse> {
  const [client] = await scoped(tx, actor).selectAll(
    clients,
    eq(clients.id, body.clientId),
    visibleTo(clientActor),
  );
  if (!client) throw notFoundClient();
  const shipping = body.shippingCents ? { label: 'Livraison', priceCents: body.shippingCents } : undefined;
  const priced = await priceEntry(actor, tx, client, body.kind, { lines: body.lines, shipping });
  const [shop] = await tx
    .select({ typologies: shops.typologies })
    .from(shops)
    .where(eq(shops.id, actor.shop.id));
  const key = priced.typologyKey;
  return {
    success: true,
    typology: key ? (shop?.typologies[key]?.name ?? key) : null,
    lines: priced.lines.map((l) => ({
      unitHT: l.unitHt,
      vatRate: l.vatRateBp / 100,
      totalHT: l.totalHt,
      excise: l.exciseCents,
      css: l.cssCents,
    })),
    totalHT: priced.totals.totalHt,
    tva: priced.totals.tva,
    totalTTC: priced.totals.totalTtc,
    vat: priced.totals.breakdown
      .filter((b) => b.vatCents > 0)
      .map((b) => ({ rate: b.rateBp / 100, amount: b.vatCents })),
    excise: priced.amounts.exciseCents,
    css: priced.amounts.cssCents,
  };
}
