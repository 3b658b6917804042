import { CONTENT_MAX, SERIF } from '../storefront.styles.ts';

/** The builder pages' column. */
export const page = {
  maxWidth: CONTENT_MAX,
  mx: 'auto',
  px: { xs: 2, sm: 4 },
  pt: { xs: 2, sm: 4 },
} as const;

/** The builder pages' title. */
export const title = {
  fontFamily: SERIF,
  fontWeight: 600,
  fontSize: { xs: '1.9rem', sm: '2.4rem' },
  lineHeight: 1.1,
  m: 0,
} as const;
