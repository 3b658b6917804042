import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFormats, products } from '../modules/products/products.table.ts';
import { shops } from '../modules/shops/shops.table.ts';
import { users } from '../modules/users/users.table.ts';
import { call, createTestApp, type TestApp } from '../test/test-app.ts';
import { databaseRefusal } from './database-errors.ts';

// Identical writes sent at once: whichever wins, the others get a French 409, never a 500, and
// the unique index keeps one row (decision 0022).
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
});
afterAll(() => t?.close());

const N = 8;
const at = <T>(make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: N }, (_, i) => make(i)));
const message = (body: Record<string, unknown>) => String(body.message);
const wine = (name: string, ean?: string) => ({
  productType: 'bottle',
  name,
  type: 'wine',
  color: 'red',
  formats: [{ unity: 'Litre(s)', unityValue: 0.75, price: 1500, ...(ean && { ean }) }],
});
const countWhere = async (
  table: typeof products | typeof shops | typeof users,
  where: ReturnType<typeof sql>,
) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0]!.n;

describe('parallel identical writes', () => {
  it('the same product name: 200 or 409 each, one product per 200, no format left over', async () => {
    const formatsBefore = (await t.db.select({ id: productFormats.id }).from(productFormats)).length;
    const answers = await at(() =>
      call(t.app, 'POST', '/v1/products', { jwt: owner, body: wine('Cuvée Jumelle') }),
    );
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(),
    ).toBe(true);
    for (const r of answers.filter((a) => a.status === 409))
      expect(message(r.body)).toBe("Un produit du même nom vient d'être créé : veuillez réessayer");
    const created = statuses.filter((s) => s === 200).length;
    expect(created).toBeGreaterThanOrEqual(1);
    expect(await countWhere(products, sql`${products.name} = 'Cuvée Jumelle'`)).toBe(created);
    expect((await t.db.select({ id: productFormats.id }).from(productFormats)).length).toBe(
      formatsBefore + created,
    );
  });

  it('the same EAN on different products: one wins, the others a 409 naming the code', async () => {
    const ean = '4006381333931';
    const answers = await at((i) =>
      call(t.app, 'POST', '/v1/products', { jwt: owner, body: wine(`Cuvée EAN ${i}`, ean) }),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses, statuses.join()).toEqual([200, ...Array(N - 1).fill(409)]);
    for (const r of answers.filter((a) => a.status === 409))
      expect(message(r.body)).toMatch(
        /^(Le code EAN 4006381333931|Ce code EAN) est déjà utilisé par un autre produit$/,
      );
    expect(
      await t.db
        .select()
        .from(productFormats)
        .where(eq(productFormats.gtin, `0${ean}`)),
    ).toHaveLength(1);
    expect(await countWhere(products, sql`${products.name} like 'Cuvée EAN %'`)).toBe(1);
  });

  it('the same e-mail at registration: the same answer to each, exactly one account', async () => {
    const body = {
      email: 'jumeau@exemple.fr',
      password: 'Secret1',
      firstname: 'Jean',
      lastname: 'Jumeau',
      acceptTerms: true,
    };
    // Registration tells nothing about the address (issue 23, finding 9): all answer alike.
    const answers = await at(() => call(t.app, 'POST', '/v1/auth/register/buyer', { body }));
    expect(answers.map((r) => r.status)).toEqual(Array(N).fill(200));
    await t.settled();
    expect(await countWhere(users, sql`lower(${users.email}) = 'jumeau@exemple.fr'`)).toBe(1);
  });

  it('the same shop name at seller registration: every owner gets a shop of that name, none left without', async () => {
    const answers = await at((i) =>
      call(t.app, 'POST', '/v1/auth/register/seller', {
        body: {
          email: `vigneron${i}@exemple.fr`,
          password: 'Secret1',
          firstname: 'Paul',
          lastname: 'Vigneron',
          shopName: 'Domaine Jumeau',
          acceptTerms: true,
        },
      }),
    );
    // Registration answers first and creates after (issue 23, finding 9); a twin losing the
    // shop's code on a unique key tries again with the next free one.
    expect(answers.map((r) => r.status)).toEqual(Array(N).fill(200));
    await t.settled();
    const created = await countWhere(users, sql`${users.email} like 'vigneron%@exemple.fr'`);
    expect(created).toBeGreaterThanOrEqual(1);
    expect(await countWhere(shops, sql`${shops.name} = 'Domaine Jumeau'`)).toBe(created);
  });
});

describe('what the database refuses, as the driver reports it', () => {
  const refusalOf = async (query: () => Promise<unknown>) => {
    const error = await query().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    const refusal = databaseRefusal(error);
    return refusal && { status: refusal.statusCode, message: refusal.messages };
  };

  it('a data error (a bad uuid, a date out of range) is a French 400, a unique clash a 409 by constraint', async () => {
    const bad = { status: 400, message: "Une valeur de la requête n'est pas acceptée" };
    expect(await refusalOf(() => t.db.execute(sql`select ${'pas-un-uuid'}::uuid`))).toEqual(bad);
    expect(await refusalOf(() => t.db.execute(sql`select ${'300000-01-01'}::timestamptz`))).toEqual(bad);
    const [taken] = await t.db.select({ email: users.email }).from(users).limit(1);
    expect(
      await refusalOf(() =>
        t.db.insert(users).values({
          role: 'buyer',
          username: 'Clash',
          email: taken!.email.toUpperCase(),
          passwordHash: 'x',
        }),
      ),
    ).toEqual({ status: 409, message: 'Un compte existe déjà avec cette adresse e-mail' });
    expect(await refusalOf(() => t.db.execute(sql`select * from no_such_table`))).toBeNull();
  });
});
