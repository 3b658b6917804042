import type { AcceptedTerms, PublicLegalResponse } from '@cuvee/contracts';
import { type LegalKind, legalModel } from '@cuvee/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type PublicReader, systemScope, systemTx } from '../../db/tenant.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { findShopPublic, type ShopRow } from '../shops/index.ts';
import { factsOf } from './legal.facts.ts';
import { LEGAL, publishLegal } from './legal.service.ts';
import { legalDocuments } from './legal.table.ts';

/*
 * What others read of a shop's legal documents (issue 24): anyone, the published ones on the
 * shop's pages; the checkout, the version of the terms of sale in force; an order's page, the
 * version its buyer accepted.
 */

/** A shop's published document for anyone: its latest version, or the version asked. */
export async function publicLegalDocument(
  db: PublicReader,
  shopKey: string,
  kind: LegalKind,
  version?: number,
): Promise<PublicLegalResponse> {
  const shop = await findShopPublic(db, shopKey);
  if (!shop) throw notFound('Boutique introuvable');
  // The latest version of each document the shop published (one row per kind).
  const latest = await db
    .selectDistinctOn([legalDocuments.kind], { kind: legalDocuments.kind, version: legalDocuments.version })
    .from(legalDocuments)
    .where(eq(legalDocuments.shopId, shop.id))
    .orderBy(legalDocuments.kind, desc(legalDocuments.version));
  const newest = latest.find((l) => l.kind === kind)?.version;
  const wanted = version ?? newest;
  const [row] = wanted
    ? await db
        .select()
        .from(legalDocuments)
        .where(
          and(
            eq(legalDocuments.shopId, shop.id),
            eq(legalDocuments.kind, kind),
            eq(legalDocuments.version, wanted),
          ),
        )
    : [];
  if (version && !row) throw new HttpError(404, LEGAL.versionNotFound);
  return {
    success: true,
    shop: { id: shop.id, name: shop.name, urlShop: shop.urlShop },
    document: row
      ? {
          id: row.id,
          kind: row.kind,
          version: row.version,
          publishedAt: row.publishedAt.toISOString(),
          body: row.body,
          current: row.version === newest,
        }
      : null,
    published: latest.map((l) => l.kind),
  };
}

/** The seller's terms of sale in force, which a buyer accepts at checkout; null when none. */
export async function currentTerms(
  db: DbOrTx,
  shopId: string,
): Promise<{ id: string; version: number } | null> {
  const [row] = await db
    .select({ id: legalDocuments.id, version: legalDocuments.version })
    .from(legalDocuments)
    .where(and(eq(legalDocuments.shopId, shopId), eq(legalDocuments.kind, 'cgv')))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  return row ?? null;
}

/** Which version of the seller's terms a document id is (for a refusal that says they changed). */
export async function termsVersionOf(db: DbOrTx, shopId: string, id: string): Promise<number | null> {
  const [row] = await db
    .select({ version: legalDocuments.version })
    .from(legalDocuments)
    .where(and(eq(legalDocuments.id, id), eq(legalDocuments.shopId, shopId), eq(legalDocuments.kind, 'cgv')));
  return row?.version ?? null;
}

/** The version of the terms an order's buyer accepted, as the order's page shows it. */
export async function acceptedTerms(
  db: DbOrTx,
  shopId: string,
  id: string | null,
): Promise<AcceptedTerms | null> {
  if (!id) return null;
  const [row] = await db
    .select({
      id: legalDocuments.id,
      version: legalDocuments.version,
      publishedAt: legalDocuments.publishedAt,
    })
    .from(legalDocuments)
    .where(and(eq(legalDocuments.id, id), eq(legalDocuments.shopId, shopId)));
  return row ? { id: row.id, version: row.version, publishedAt: row.publishedAt.toISOString() } : null;
}

/**
 * A new shop's terms of sale (issue 24): the platform's model, filled with what the shop told of
 * itself, published as version 1 unless the shop has terms already — its buyers always have
 * terms to read and accept. In the caller's transaction (the registration's, the seed's).
 */
export async function publishDefaultTerms(db: DbOrTx, shop: ShopRow, ownerId: string): Promise<void> {
  const [known] = await db
    .select({ n: sql<number>`1` })
    .from(legalDocuments)
    .where(and(eq(legalDocuments.shopId, shop.id), eq(legalDocuments.kind, 'cgv')))
    .limit(1);
  if (known) return;
  const body = legalModel('cgv', await factsOf(db, shop));
  await publishLegal(systemScope(shop.id, ownerId), systemTx(db), 'cgv', body, null);
}
