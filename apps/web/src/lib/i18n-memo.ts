import type { i18n as I18n } from 'i18next';

/**
 * Memoized translations. i18next resolves every call anew (options merged with the whole
 * configuration, namespaces and fallbacks walked, plural and interpolation applied): tens of
 * microseconds a call, and a shop page's first render makes hundreds of calls (issue 4, the
 * page's main-thread time on a phone). The same key with the same simple options gives the
 * same text until a bundle is added or removed or the language changes, so each bound `t`
 * (react-i18next's, from `getFixedT`) keeps its answers until then.
 */
export function memoizeTranslations(instance: I18n): void {
  let generation = 0;
  const bump = () => {
    generation++;
  };
  for (const event of ['loaded', 'languageChanged', 'initialized'] as const) instance.on(event, bump);
  // Bundles are added to and removed from the store (registerI18n adds one per feature).
  for (const event of ['added', 'removed'] as const) instance.store.on(event, bump);
  const original = instance.getFixedT.bind(instance);
  instance.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    const fixed = original(...args) as unknown as Translate & Record<string, unknown>;
    const cache = new Map<string, unknown>();
    let seen = generation;
    const memo = (key: unknown, options?: unknown, ...rest: unknown[]) => {
      const id = rest.length === 0 ? cacheKey(key, options) : null;
      if (id === null) return fixed(key, options, ...rest);
      if (seen !== generation) {
        cache.clear();
        seen = generation;
      }
      if (cache.has(id)) return cache.get(id);
      const value = fixed(key, options);
      cache.set(id, value);
      return value;
    };
    // react-i18next and i18next read these on a bound t.
    for (const name of ['lng', 'lngs', 'ns', 'keyPrefix'])
      (memo as unknown as Record<string, unknown>)[name] = fixed[name];
    return memo;
  }) as unknown as I18n['getFixedT'];
}

type Translate = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;

/** The cache key of a call, or null when it cannot be cached (objects, functions, arrays). */
export function cacheKey(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (typeof options === 'string') return `${key}\u0000=${options}`;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    if ((typeof value === 'object' && value !== null) || typeof value === 'function') return null;
    id += `\u0000${name}\u0001${typeof value}\u0001${String(value)}`;
  }
  return id;
}
