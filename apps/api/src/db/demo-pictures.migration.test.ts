import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Migration 0003: a database seeded while the demo pictures were SVG drawings points at the
// WebP files served since; a producer's own pictures are left as they are.
const statements = readFileSync(new URL('./migrations/0003_demo_pictures_webp.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter(Boolean);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) => {
  const result = (await t.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
};

describe('migration 0003: demo pictures in WebP', () => {
  it("rewrites the demo pictures' SVG paths of a database seeded before, and nothing else", async () => {
    await t.db.execute(sql`update shops set edited_shop = jsonb_set(jsonb_set(edited_shop,
      '{banner}', '"/demo/domaine-demo-banner.svg"'), '{logo}', '"/uploads/own/logo.svg"')
      where url_shop = 'domaine-demo'`);
    await t.db.execute(sql`update products set visuals = '["/demo/products/rouge.svg", "/uploads/own/photo.svg"]'::jsonb
      where name = 'Les Galets Rouge'`);
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    const [shop] = await rows(sql`select edited_shop from shops where url_shop = 'domaine-demo'`);
    expect(shop!.edited_shop).toMatchObject({
      banner: '/demo/domaine-demo-banner.webp',
      logo: '/uploads/own/logo.svg',
    });
    const [product] = await rows(sql`select visuals from products where name = 'Les Galets Rouge'`);
    expect(product!.visuals).toEqual(['/demo/products/rouge.webp', '/uploads/own/photo.svg']);
    // No demo picture is left in SVG.
    const svg = await rows(sql`select id from products where visuals::text ~ '/demo/[^"]*[.]svg'`);
    expect(svg).toEqual([]);
  });
});
