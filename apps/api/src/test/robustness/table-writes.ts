import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * Who writes which table (issue 25, Build 1): a static reading of apps/api/src, no TypeScript
 * compiler needed because every write in the API has the one shape `.insert(t)`, `.update(t)`,
 * `.delete(t)` on a table imported by name (drizzle's schema re-exports every table once, so a
 * table's export name is unique and names its declaring module).
 */

export const SRC = join(import.meta.dirname, '..', '..');
const MODULES = join(SRC, 'modules');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The module a file belongs to ('flows' for a flow), from its path under apps/api/src. */
export function ownerOfPath(path: string): string {
  const parts = relative(SRC, path).split('/');
  return parts[0] === 'modules' ? parts[1]! : parts[0]!;
}

/** Every table export name → the module whose *.table.ts declares it. */
export function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const f of files(MODULES).filter((p) => p.endsWith('.table.ts'))) {
    for (const m of readFileSync(f, 'utf8').matchAll(/export const (\w+)\s*=\s*pgTable\b/g)) {
      if (owners.has(m[1]!)) throw new Error(`table export ${m[1]} declared twice`);
      owners.set(m[1]!, ownerOfPath(f));
    }
  }
  return owners;
}

export type Write = { file: string; op: string; table: string; owner: string };

/** The writes a source text makes into tables declared outside `module`. */
export function foreignWrites(
  file: string,
  text: string,
  module: string,
  owners: Map<string, string>,
): Write[] {
  // local name → the table export it stands for (imports, aliases included)
  const local = new Map<string, string>();
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'[^']+'/g)) {
    for (const spec of m[1]!.split(',')) {
      const [orig, alias] = spec
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (orig && owners.has(orig)) local.set((alias ?? orig).trim(), orig);
    }
  }
  for (const m of text.matchAll(/export const (\w+)\s*=\s*pgTable\b/g)) local.set(m[1]!, m[1]!);
  const out: Write[] = [];
  for (const m of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*[,)]/g)) {
    const table = local.get(m[2]!);
    if (!table) continue;
    const owner = owners.get(table)!;
    if (owner !== module) out.push({ file, op: m[1]!, table, owner });
  }
  return out;
}

/** Every write into another module's table in apps/api/src/modules and flows. */
export function allForeignWrites(pick: (path: string) => boolean): Write[] {
  const owners = tableOwners();
  return [...files(MODULES), ...files(join(SRC, 'flows'))]
    .filter(pick)
    .flatMap((f) => foreignWrites(relative(SRC, f), readFileSync(f, 'utf8'), ownerOfPath(f), owners));
}

export const isTest = (p: string) => /\.(test|spec)\.tsx?$/.test(p);
export const isFixture = (p: string) => /\.fixtures?\.ts$/.test(p);
