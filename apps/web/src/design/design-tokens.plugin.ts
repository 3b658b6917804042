import type { Plugin } from 'vite';
import { tokenStylesheet, withBreakpoints } from './design-tokens.ts';

const ID = 'virtual:design-tokens.css';
// Vite's CSS pipeline handles a module whose id ends in .css.
const RESOLVED = `\0${ID}`;

/**
 * The design tokens in every build (issue 12): `import 'virtual:design-tokens.css'` is the
 * `:root` rule of the tokens' custom properties, and every stylesheet of the app has its
 * breakpoint queries (`@media (--cv-up-sm)`) written out from the same tokens.
 */
export function designTokens(): Plugin {
  return {
    name: 'cuvee-design-tokens',
    enforce: 'pre',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? tokenStylesheet() : null),
    transform(code, id) {
      if (!/\.css(\?|$)/.test(id) || !code.includes('(--cv-')) return null;
      return { code: withBreakpoints(code), map: null };
    },
  };
}
