import { DEFAULT_BRAND_COLOR } from '../../../../packages/domain/src/brand-color.ts';

/*
 * The design tokens of spec §9, defined once (issue 12): the Material theme reads them
 * (app/theme.ts), and every static stylesheet reads them as CSS custom properties written by
 * the build (`design-tokens.plugin.ts`: `:root { --cv-… }`, and the breakpoints as
 * `(--cv-up-sm)`-style media queries). No other file holds a colour, font or breakpoint value;
 * the API holds none. Relative imports: the Vite config reads this file in Node.
 */

/** Colours. `primary` is the default brand colour; a shop's own colour overrides `--cv-primary`. */
export const COLORS = {
  primary: DEFAULT_BRAND_COLOR,
  secondary: '#3d5a45',
  warning: '#b45309',
  info: '#1d4f91',
  /** Errors, and 'Rupture de stock' on a product's page (Material's default error red). */
  error: '#d32f2f',
  /** The page's background (a warm paper). */
  bg: '#faf7f2',
  /** Cards, dialogs, headers. */
  paper: '#ffffff',
  text: '#1f1a17',
  /** Secondary text (descriptions, over-lines, hints). */
  text2: '#5b524b',
  /** Lines between parts (header, cards). */
  border: '#e7e0d8',
  /** Quieter lines (hero, sections). */
  borderSoft: '#ece5dc',
  /** Stronger lines (form fields, outlined buttons). */
  borderStrong: '#d6ccc0',
  /** A picture's place while it loads; the banner without a picture. */
  sand: '#efe4d4',
  sandDeep: '#e2cfb6',
  /** Hovered rows and quiet surfaces. */
  muted: '#f3ede4',
  /** A raised element's shadow colour (warm). */
  shadow: 'rgba(60, 30, 20, 0.14)',
  /** The shade behind a dialog. */
  backdrop: 'rgb(0 0 0 / 50%)',
} as const;

/**
 * The status chips' colours by display group (spec §4: waiting orange, cancel grey, online light
 * blue, finished blue, error red), each text at least 4.5:1 on its background.
 */
export const STATUS_GROUP_COLORS = {
  waiting: { bg: '#fff3e0', fg: '#8a3c00', border: '#f5b76b' },
  cancel: { bg: '#eeeeee', fg: '#424242', border: '#c4c4c4' },
  online: { bg: '#e1f5fe', fg: '#01579b', border: '#81d4fa' },
  finished: { bg: '#1565c0', fg: '#ffffff', border: '#1565c0' },
  error: { bg: '#ffebee', fg: '#b71c1c', border: '#ef9a9a' },
} as const;

export const FONTS = {
  sans: '"Inter", "Segoe UI", Roboto, "Liberation Sans", "Helvetica Neue", Arial, sans-serif',
  /** The storefront's voice: a serif for names and titles, as on a wine label. */
  serif: 'Georgia, "Liberation Serif", "Times New Roman", serif',
} as const;

/** Spacing unit (px): Material's `spacing(1)`, `calc(var(--cv-space) * n)` in CSS. */
export const SPACE = 8;
/** Corner radius (px) of fields, cards and buttons. */
export const RADIUS = 10;
/** Page width of the storefront's content (px). */
export const CONTENT_MAX = 1200;
export const HEADER_HEIGHT = 64;

/**
 * Spec §9 breakpoints (px, lower bounds): mobile up to 600, tablet 601–1279, desktop from
 * 1280, plus 960 for styling.
 */
export const BREAKPOINTS = { xs: 0, sm: 601, md: 960, lg: 1280, xl: 1920 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

const kebab = (name: string) => name.replace(/[A-Z0-9]+/g, (part) => `-${part.toLowerCase()}`);

/** The tokens as CSS custom properties, in one `:root` rule (the build's design-tokens.css). */
export function tokenStylesheet(): string {
  const properties = [
    ...Object.entries(COLORS).map(([name, value]) => `--cv-${kebab(name)}: ${value};`),
    ...Object.entries(FONTS).map(([name, value]) => `--cv-font-${name}: ${value};`),
    `--cv-space: ${SPACE}px;`,
    `--cv-radius: ${RADIUS}px;`,
    `--cv-content-max: ${CONTENT_MAX}px;`,
    `--cv-header-height: ${HEADER_HEIGHT}px;`,
  ];
  return `:root {\n  ${properties.join('\n  ')}\n}\n`;
}

/**
 * A stylesheet's breakpoint queries written with the tokens' names — `@media (--cv-up-sm)`
 * (from 601 px) and `@media (--cv-down-sm)` (below 601 px) — as the media queries browsers
 * read. CSS custom properties cannot stand in a media query; the build substitutes them.
 */
export function withBreakpoints(css: string): string {
  return css.replace(/\(--cv-(up|down)-(xs|sm|md|lg|xl)\)/g, (_, way: string, name: Breakpoint) =>
    way === 'up' ? `(min-width: ${BREAKPOINTS[name]}px)` : `(max-width: ${BREAKPOINTS[name] - 0.02}px)`,
  );
}
