import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../modules/clients/index.ts';
import { clientImports } from '../../modules/imports/imports.table.ts';
import { auth, createTestApp, type TestApp } from '../test-app.ts';
import { pngBomb, xlsxBomb, xlsxWideBomb } from '../upload-bombs.ts';

/*
 * The class "oversized decompressed uploads" (issue 23, finding 2): a file small on the wire
 * that inflates to hundreds of megabytes once decompressed or decoded (a workbook's XML, an
 * image's pixels). Every operation of the OpenAPI document that takes a file answers each bomb of
 * its kind with a French 4xx within seconds, and nothing is stored. An upload operation added
 * without its bombs here fails the first test.
 */

type Bomb = { name: string; fileName: string; type: string; bytes: () => Buffer };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const WORKBOOK_BOMBS: Bomb[] = [
  { name: 'sheet inflating to 300 MB', fileName: 'bombe.xlsx', type: XLSX, bytes: () => xlsxBomb() },
  {
    name: 'sheet inflating to 300 MB, its size declared 1 kB',
    fileName: 'bombe-menteuse.xlsx',
    type: XLSX,
    bytes: () => xlsxBomb({ lieAboutSize: true }),
  },
  {
    name: 'workbook with a cell at column XFD',
    fileName: 'large.xlsx',
    type: XLSX,
    bytes: () => xlsxWideBomb(),
  },
];
const IMAGE_BOMBS: Bomb[] = [
  { name: 'PNG of 256 megapixels', fileName: 'bombe.png', type: 'image/png', bytes: () => pngBomb() },
];

/** Each upload operation: the query it is called with and the bombs of the files it accepts. */
const UPLOADS: Record<string, { query: string; bombs: Bomb[] }> = {
  'POST /v1/client-imports': { query: '', bombs: WORKBOOK_BOMBS },
  'POST /v1/uploads': { query: '?kind=product', bombs: IMAGE_BOMBS },
};
/** Well under the minute a bomb froze every shop for; a refusal takes a second or two. */
const QUICK_MS = 15_000;

type Doc = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, unknown> }; consumes?: string[] }>
  >;
};

function multipart(bytes: Buffer, fileName: string, type: string) {
  const boundary = '----cuvee-bomb-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'cuvee-bombs-'));
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ uploadsDir: dir });
  owner = await t.login('proprietaire@cuvee.demo');
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What an upload could leave behind: the import rows, the clients, the stored pictures. */
async function footprint() {
  const count = async (table: typeof clients | typeof clientImports) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    imports: await count(clientImports),
    clients: await count(clients),
    files: readdirSync(dir, { recursive: true }).length,
  };
}

describe('oversized decompressed uploads', () => {
  it('every operation taking a file is listed here with the bombs of its kind', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json() as Doc;
    const uploads = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => Object.keys(op.requestBody?.content ?? {}).includes('multipart/form-data'))
        .map(([method]) => `${method.toUpperCase()} ${p}`),
    );
    expect(uploads.sort()).toEqual(Object.keys(UPLOADS).sort());
  });

  for (const [operation, { query, bombs }] of Object.entries(UPLOADS)) {
    for (const bomb of bombs) {
      it(`${operation} refuses a ${bomb.name} in French, quickly, storing nothing`, async () => {
        const [method, url] = operation.split(' ') as ['POST', string];
        const before = await footprint();
        const body = multipart(bomb.bytes(), bomb.fileName, bomb.type);
        const started = performance.now();
        const res = await t.app.inject({
          method,
          url: `${url}${query}`,
          payload: body.payload,
          headers: { ...body.headers, ...auth(owner) },
        });
        const took = performance.now() - started;
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        const answer = res.json();
        expect(answer.success).toBe(false);
        expect(answer.message).toMatch(/[àâçéèêëîïôûùüÿœ]|\b(le|la|les|du|de|une?)\b/i);
        expect(took).toBeLessThan(QUICK_MS);
        expect(await footprint()).toEqual(before);
      });
    }
  }
});
