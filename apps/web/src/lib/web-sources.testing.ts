import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The web app's sources (not its tests), by path from src/, for the rule tests that read them. */
export function webSources(): { file: string; text: string }[] {
  const src = path.resolve(import.meta.dirname, '..');
  return (function walk(dir: string): { file: string; text: string }[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      if (!/\.tsx?$/.test(entry.name) || /\.(test|testing)\.tsx?$/.test(entry.name)) return [];
      return [{ file: path.relative(src, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') }];
    });
  })(src);
}
