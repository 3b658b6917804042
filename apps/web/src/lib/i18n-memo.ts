import type { i18n as I18n } from 'i18next';

/**
 * Memoized translations. i18next resolves every call anew (options merged with the whole
 * configuration, namespaces and fallbacks walked, plural and interpolation applied): tens of
 * microseconds a call, and a shop page's first render makes hundreds of calls (decisions 0009–0012, the
 * page's main-thread time on a phone). The same key with the same simple options gives the
 * same text until a bundle is added or removed or the language changes, so the bound `t`s
 * (react-i18next's, from `getFixedT`) keep their answers until then — shared between the `t`s
 * of the same language, namespaces and key prefix (each component's useTranslation gets its
 * own `t`: a page of components asks for the same texts again).
 */
export function memoizeTranslations(instance: I18n): void {
  let generation = 0;
  /** The answers of the bound `t`s of one (language, namespaces, key prefix), this generation. */
  const shared = new Map<string, Map<string, unknown>>();
  const bump = () => {
    generation++;
    shared.clear();
  };
  for (const event of ['loaded', 'languageChanged', 'initialized'] as const) instance.on(event, bump);
  // Bundles are added to and removed from the store (registerI18n adds one per feature).
  for (const event of ['added', 'removed'] as const) instance.store.on(event, bump);
  const original = instance.getFixedT.bind(instance);
  instance.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    const fixed = original(...args) as unknown as Translate & Record<string, unknown>;
    const group = fixedTKey(args);
    const acquire = () => {
      if (group === null) return new Map<string, unknown>();
      let answers = shared.get(group);
      if (!answers) {
        answers = new Map();
        shared.set(group, answers);
      }
      return answers;
    };
    let cache = acquire();
    let seen = generation;
    const memo = (key: unknown, options?: unknown, ...rest: unknown[]) => {
      const id = rest.length === 0 ? cacheKey(key, options) : null;
      if (id === null) return fixed(key, options, ...rest);
      if (seen !== generation) {
        cache = acquire();
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

/** What identifies a bound `t` (getFixedT's language, namespaces, key prefix), or null. */
export function fixedTKey(args: unknown[]): string | null {
  const plain = (value: unknown) =>
    value === undefined ||
    value === null ||
    typeof value === 'string' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'));
  return args.every(plain) ? JSON.stringify(args.map((value) => value ?? null)) : null;
}

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
