import { randomInt } from 'node:crypto';
import type { Shop, ShopCatalogue, UpdateShopBody } from '@cuvee/contracts';
import { RESERVED_SHOP_URLS, slugify } from '@cuvee/domain';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import type { PublicReader, TenantScope, TenantTx } from '../../db/tenant.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { defaultShopFields } from './shops.defaults.ts';
import { type ShopRow, shopMemberships, shops } from './shops.table.ts';

/** A shop id (uuid), as opposed to its url name or code. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function toShop(row: ShopRow): Shop {
  const defaults = defaultShopFields();
  return {
    id: row.id,
    code: row.code,
    urlShop: row.urlShop,
    name: row.name,
    editedShop: row.editedShop,
    typologies: row.typologies,
    formats: row.formats,
    settings: { ...defaults.settings, ...row.settings },
    identity: row.identity,
    businessType: row.businessType,
    color: row.color,
    headerStyle: row.headerStyle,
    tabs: row.tabs,
    integration: { ...defaults.integration, ...row.integration } as Shop['integration'],
  };
}

/** Only what the product form reads: typologies, VAT settings, tab names (no tab texts). */
export function toShopCatalogue(row: ShopRow): ShopCatalogue {
  const { hasTVA, vatRate } = { ...defaultShopFields().settings, ...row.settings };
  return {
    id: row.id,
    urlShop: row.urlShop,
    name: row.name,
    typologies: Object.fromEntries(
      Object.entries(row.typologies).map(([key, t]) => [
        key,
        { name: t.name, public: t.public, ttc: t.ttc, globalDiscount: t.globalDiscount ?? 0 },
      ]),
    ),
    settings: { hasTVA: hasTVA !== false, vatRate },
    tabs: row.tabs.map((tab) => ({
      id: tab.id,
      name: tab.name,
      children: (tab.children ?? []).map((c) => ({ id: c.id, name: c.name })),
    })),
  };
}

async function getShopById(db: DbOrTx, shopId: string): Promise<ShopRow> {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId));
  if (!row) throw notFound('Boutique introuvable');
  return row;
}

/** The shop a request acts on (the access hook named it; decision 0015). */
export function actedShop(scope: TenantScope, tx: TenantTx): Promise<ShopRow> {
  if (!scope.shop) throw new Error('Aucune boutique désignée');
  return getShopById(tx, scope.shop.id);
}

// Prepared (storefront hot path): built once, planned once per connection on PostgreSQL.
const shopById = preparedPer((db) =>
  db
    .select()
    .from(shops)
    .where(eq(shops.id, sql.placeholder('id')))
    .limit(1)
    .prepare('shop_public_by_id'),
);
// Codes compare case-insensitively through the `shops_code_upper_idx` index on upper(code).
const shopByName = preparedPer((db) =>
  db
    .select()
    .from(shops)
    .where(
      or(
        sql`upper(${shops.code}) = ${sql.placeholder('code')}`,
        eq(shops.urlShop, sql.placeholder('urlShop')),
      ),
    )
    .limit(1)
    .prepare('shop_public_by_name'),
);

/** A shop by its id, public code or url name — the auth screen's `?id=` may carry any. */
export async function findShopPublic(db: DbOrTx, key: string): Promise<ShopRow | undefined> {
  const k = key.trim();
  const [row] = UUID.test(k)
    ? await shopById(db).execute({ id: k })
    : await shopByName(db).execute({ code: k.toUpperCase(), urlShop: k.toLowerCase() });
  return row;
}

async function uniqueUrlShop(db: DbOrTx, name: string): Promise<string> {
  const base = slugify(name) || 'boutique';
  const stem = (RESERVED_SHOP_URLS as readonly string[]).includes(base) ? `${base}-boutique` : base;
  const taken = new Set(
    (
      await db
        .select({ u: shops.urlShop })
        .from(shops)
        .where(sql`${shops.urlShop} = ${stem} or ${shops.urlShop} like ${`${stem}-%`}`)
    ).map((r) => r.u),
  );
  if (!taken.has(stem)) return stem;
  for (let i = 2; ; i++) if (!taken.has(`${stem}-${i}`)) return `${stem}-${i}`;
}

export function newShopCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Creates a shop and makes `ownerId` its owner, in the caller's transaction (the system's:
 * registration and the seed build the shop before it has members, decision 0015). */
export async function createShop(
  db: DbOrTx,
  input: { name: string; ownerId: string; businessType?: string; code?: string; urlShop?: string } & Partial<
    Pick<ShopRow, 'editedShop' | 'typologies' | 'settings' | 'integration' | 'tabs' | 'color' | 'identity'>
  >,
): Promise<ShopRow> {
  const defaults = defaultShopFields();
  const [row] = await db
    .insert(shops)
    .values({
      code: input.code ?? newShopCode(),
      urlShop: input.urlShop ?? (await uniqueUrlShop(db, input.name)),
      name: input.name,
      businessType: input.businessType ?? 'wine',
      editedShop: input.editedShop ?? { color: input.color ?? '#7b1e3a', logo: null, banner: null },
      typologies: input.typologies ?? defaults.typologies,
      settings: input.settings ?? defaults.settings,
      integration: input.integration ?? defaults.integration,
      tabs: input.tabs ?? defaults.tabs,
      color: input.color ?? '#7b1e3a',
      identity: input.identity ?? {},
    })
    .returning();
  await db
    .insert(shopMemberships)
    .values({ shopId: row!.id, userId: input.ownerId, role: 'owner', position: 0 });
  return row!;
}

/** Changes the settings of the shop acted on. */
export async function updateShop(scope: TenantScope, tx: TenantTx, body: UpdateShopBody): Promise<ShopRow> {
  const current = await actedShop(scope, tx);
  if (body.typologies && !Object.values(body.typologies).some((t) => t.public)) {
    throw new HttpError(422, 'Au moins une typologie doit être publique');
  }
  const [row] = await tx
    .update(shops)
    .set({
      ...(body.name !== undefined && { name: body.name }),
      ...(body.editedShop !== undefined && { editedShop: { ...current.editedShop, ...body.editedShop } }),
      ...(body.typologies !== undefined && { typologies: body.typologies }),
      ...(body.settings !== undefined && { settings: { ...current.settings, ...body.settings } }),
      ...(body.identity !== undefined && { identity: body.identity }),
      ...(body.businessType !== undefined && { businessType: body.businessType }),
      ...(body.color !== undefined && { color: body.color }),
      ...(body.headerStyle !== undefined && { headerStyle: body.headerStyle }),
      ...(body.tabs !== undefined && { tabs: body.tabs }),
      ...(body.integration !== undefined && { integration: { ...current.integration, ...body.integration } }),
    })
    .where(eq(shops.id, current.id))
    .returning();
  return row!;
}

/** The producers' directory (/shops): shops whose online shop is active, by name. */
export async function listShopDirectory(
  db: PublicReader,
  q: { search?: string; limit: number; offset: number },
) {
  const conds = [sql`coalesce((${shops.integration} -> 'shop' ->> 'active')::boolean, false)`];
  if (q.search)
    conds.push(sql`lower(${shops.name}) like ${`%${q.search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`);
  const rows = await db
    .select({
      id: shops.id,
      code: shops.code,
      urlShop: shops.urlShop,
      name: shops.name,
      editedShop: shops.editedShop,
      identity: shops.identity,
      businessType: shops.businessType,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(shops)
    .where(and(...conds))
    .orderBy(asc(shops.name), asc(shops.id))
    .limit(q.limit)
    .offset(q.offset);
  return {
    total: rows[0]?.total ?? 0,
    shops: rows.map((r) => ({
      id: r.id,
      code: r.code,
      urlShop: r.urlShop,
      name: r.name,
      logo: r.editedShop.logo ?? null,
      banner: r.editedShop.banner ?? null,
      city: r.identity.address?.city ?? null,
      description: r.identity.description ?? null,
      businessType: r.businessType,
    })),
  };
}
