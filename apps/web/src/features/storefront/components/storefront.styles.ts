import { CONTENT_MAX as CONTENT_WIDTH, FONTS } from '../../../design/design-tokens.ts';

/*
 * Material `sx` pieces for the storefront components still drawn with Material (the product
 * and builder pages). The shop page's components use the plain classes of
 * storefront.base.css instead; these read the same design tokens.
 */

/** The storefront's typographic voice: a serif for names and titles, as on a wine label. */
export const SERIF = FONTS.serif;

/** Page width of the storefront content. */
export const CONTENT_MAX = CONTENT_WIDTH;

/** Small capitals for over-lines (appellation, producer). */
export const OVERLINE = {
  fontSize: '0.72rem',
  fontWeight: 600,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: 'text.secondary',
} as const;

/** A visible keyboard focus ring for custom links and buttons. */
export const FOCUS_RING = {
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** The product grid: two cards a row on phones, three on tablets, four on desktops. */
export const GRID = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  gap: { xs: 1.5, sm: 3 },
} as const;

/** Read by screen readers, not shown. */
export const SR_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
