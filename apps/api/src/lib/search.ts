import { searchKey } from '@cuvee/domain';

/** `%text%` for LIKE, with its wildcards escaped, lower-cased and without accents. */
export function containsPattern(text: string): string {
  return `%${searchKey(text).replace(/[%_\\]/g, '\\$&')}%`;
}
