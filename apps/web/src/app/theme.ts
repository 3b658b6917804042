import { DEFAULT_BRAND_COLOR, readableBrand } from '@cuvee/domain/brand-color';
import { createTheme, type Theme } from '@mui/material/styles';

export { DEFAULT_BRAND_COLOR, readableBrand };

export const HEADER_HEIGHT = 64;
export const SIDEBAR_WIDTH = 180;
export const SIDEBAR_MINI_WIDTH = 56;
export const BOTTOM_BAR_HEIGHT = 70;
/** Content bottom margin on mobile, above the bottom bar (spec §9). */
export const MOBILE_BOTTOM_MARGIN = 74;

const themes = new Map<string, Theme>();

/**
 * The app's theme for a colour, made once per colour shown (a few at most in a visit): making
 * a Material theme takes a phone tens of milliseconds, and the first render should not.
 */
export function appTheme(color: string | null | undefined): Theme {
  const primary = readableBrand(color);
  let theme = themes.get(primary);
  if (!theme) {
    if (themes.size >= 8) themes.clear();
    theme = createAppTheme(primary);
    themes.set(primary, theme);
  }
  return theme;
}

/**
 * Material theme taking the shop colour. Breakpoints are the spec's: mobile up to 600 px,
 * tablet 601–1279 px, desktop from 1280 px, plus 960 px for styling.
 */
export function createAppTheme(color: string | null | undefined): Theme {
  const primary = readableBrand(color);
  return createTheme({
    breakpoints: { values: { xs: 0, sm: 601, md: 960, lg: 1280, xl: 1920 } },
    palette: {
      primary: { main: primary },
      secondary: { main: '#3d5a45' },
      warning: { main: '#b45309' },
      info: { main: '#1d4f91' },
      background: { default: '#faf7f2', paper: '#ffffff' },
      text: { primary: '#1f1a17', secondary: '#5b524b' },
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Liberation Sans", "Helvetica Neue", Arial, sans-serif',
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
      MuiPaper: { styleOverrides: { outlined: { borderColor: '#e7e0d8' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}
