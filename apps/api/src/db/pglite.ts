import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every PGlite the project opens (the app, tests, their template): with the extensions the
 * migrations create (pg_trgm for the client search, decision 0043), which PGlite loads only when
 * asked at construction.
 */
export function openPglite(options: Omit<PGliteOptions, 'extensions'> & { dataDir?: string } = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}
