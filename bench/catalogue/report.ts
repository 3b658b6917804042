// The catalogue benchmark's report: the results table and its section of
// docs/benchmarks/catalogue.md (bench.ts measures, this file writes).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './load.ts';

/** A measured route and its raw twin. */
export type ResultRow = { route: string; twin: string; real: LoadResult; raw: LoadResult };

export const fmt = (n: number, d = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/** The Markdown table: each route, its twin under it, and the ratio in bold. */
export function resultsTable(rows: ResultRow[]): string {
  const header = ['route', 'requests/s', 'p50 ms', 'p99 ms', 'errors', 'ratio'];
  const table: string[][] = [];
  for (const r of rows) {
    const ratio = r.real.rps / r.raw.rps;
    table.push([
      r.route,
      fmt(r.real.rps),
      fmt(r.real.p50, 1),
      fmt(r.real.p99, 1),
      fmt(r.real.errors),
      `**${ratio.toFixed(2)}**`,
    ]);
    table.push([`↳ ${r.twin}`, fmt(r.raw.rps), fmt(r.raw.p50, 1), fmt(r.raw.p99, 1), fmt(r.raw.errors), '1']);
  }
  return [header, header.map(() => '---'), ...table].map((c) => `| ${c.join(' | ')} |`).join('\n');
}

/** A folded block of preformatted text. */
export const details = (summary: string, text: string) => [
  '',
  `<details><summary>${summary}</summary>`,
  '',
  '```',
  text,
  '```',
  '',
  '</details>',
];

const INTRO = `# Catalogue benchmark

Written by \`npm run bench:catalogue -w @cuvee/bench\` (\`npx tsx bench/catalogue/bench.ts\`,
\`--pg postgres://…\` for PostgreSQL); each database kind's section below is replaced by its
latest run, the rest of this file is kept. \`npx tsx bench/catalogue/stages.ts [--pg …]\` breaks
one request down, stage by stage.

Each route of the real app (\`buildApp\`, over HTTP on 127.0.0.1) is measured against a raw
twin on a bare Fastify server in the same process that runs the **same SQL statements**
(captured from the route, request by request, through Drizzle's query logger, and replayed
as they are, under the same name when the app runs them as named prepared statements on
PostgreSQL) through the same driver (the PGlite instance, or the app's \`pg.Pool\`) and
answers the rows as JSON. **ratio = route requests/s ÷ twin requests/s**: 1 means the app
adds nothing to the database work; below 1 is the app's own cost (Drizzle's query building
and row mapping, JWT and principal loading, validation, the price mapping, the zod response
serializer, hooks). A ratio near 1 on a slow route only says that the database dominates.
`;

export function writeSection(file: string, kind: string, section: string) {
  const start = `<!-- bench:${kind}:start -->`;
  const end = `<!-- bench:${kind}:end -->`;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = INTRO;
  }
  const block = `${start}\n${section}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
