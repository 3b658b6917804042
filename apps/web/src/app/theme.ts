import { DEFAULT_BRAND_COLOR, readableBrand } from '@cuvee/domain/brand-color';
import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, COLORS, FONTS, HEADER_HEIGHT, RADIUS } from '../design/design-tokens.ts';

export { DEFAULT_BRAND_COLOR, HEADER_HEIGHT, readableBrand };
export const SIDEBAR_WIDTH = 180;
export const SIDEBAR_MINI_WIDTH = 56;
export const BOTTOM_BAR_HEIGHT = 70;
/** Content bottom margin on mobile, above the bottom bar (spec §9). */
export const MOBILE_BOTTOM_MARGIN = 74;

const themes = new Map<string, Theme>();

/**
 * Whether the person asked their system for less motion (WCAG 2.3.3): the theme then has no
 * transitions and no ripples, and baseline.css stops the CSS animations.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The app's theme for a colour, made once per colour shown (a few at most in a visit): making
 * a Material theme takes a phone tens of milliseconds, and the first render should not.
 */
export function appTheme(color: string | null | undefined): Theme {
  const primary = readableBrand(color);
  const still = prefersReducedMotion();
  const key = `${primary}${still ? ':still' : ''}`;
  let theme = themes.get(key);
  if (!theme) {
    if (themes.size >= 8) themes.clear();
    theme = createAppTheme(primary, { reducedMotion: still });
    themes.set(key, theme);
  }
  return theme;
}

/** Transitions for reduced motion: none drawn, and components wait for none. */
const STILL_TRANSITIONS = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

/**
 * Material theme taking the shop colour. Breakpoints are the spec's: mobile up to 600 px,
 * tablet 601–1279 px, desktop from 1280 px, plus 960 px for styling.
 */
export function createAppTheme(
  color: string | null | undefined,
  { reducedMotion = false }: { reducedMotion?: boolean } = {},
): Theme {
  const primary = readableBrand(color);
  return createTheme({
    ...(reducedMotion ? { transitions: STILL_TRANSITIONS } : {}),
    breakpoints: { values: BREAKPOINTS },
    palette: {
      primary: { main: primary },
      secondary: { main: COLORS.secondary },
      warning: { main: COLORS.warning },
      info: { main: COLORS.info },
      background: { default: COLORS.bg, paper: COLORS.paper },
      text: { primary: COLORS.text, secondary: COLORS.text2 },
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: RADIUS },
    typography: {
      fontFamily: FONTS.sans,
      h1: { fontSize: '1.9rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 650 },
      h4: { fontSize: '1.1rem', fontWeight: 650 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiToolbar: {
        styleOverrides: {
          root: { minHeight: HEADER_HEIGHT, '@media (min-width: 0px)': { minHeight: HEADER_HEIGHT } },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
      MuiPaper: { styleOverrides: { outlined: { borderColor: COLORS.border } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}
