import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The route tables every first page reads (the storefront, the e-label, the shell's polls) need
 * their answer schemas only where the typed client checks answers: in development and tests
 * (src/lib/api-call.ts). The production build gives these contract modules an inert zod, whose
 * every builder answers itself, so that the shop page carries no validation library for
 * schemas it never runs (its first-load budget; decision 0017). The modules listed import
 * nothing but zod and each other, and nothing that validates at run time (a form) imports them.
 */
const CONTRACTS = fileURLToPath(new URL('../../../packages/contracts/src/', import.meta.url));
export const INERT_ZOD_MODULES = [
  'common.ts',
  'platform.ts',
  'storefront.ts',
  'products.responses.ts',
  'elabel.ts',
  'tourism.public.ts',
].map((file) => `${CONTRACTS}${file}`);

const ID = '\0cuvee-inert-zod';
const SOURCE = `const inert = new Proxy(function inert() {}, {
  get: (_target, key) => (key === 'then' ? undefined : inert),
  apply: () => inert,
});
export const z = inert;
export default inert;
`;

export function inertZod(): Plugin {
  return {
    name: 'cuvee-inert-zod',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'zod' && importer && INERT_ZOD_MODULES.includes(importer.split('?')[0]!)) return ID;
      return null;
    },
    load(id) {
      return id === ID ? SOURCE : null;
    },
  };
}
