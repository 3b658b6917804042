import type { SnackbarSeverity } from './snackbar.store.ts';

export type SnackbarVariant = 'dashboard' | 'default';

/**
 * Spec §2: in the dashboard, errors are orange and successes blue. Both shades keep white
 * text above the WCAG AA contrast of 4.5:1 (MUI's own orange does not). Other cases use
 * the theme's filled alert colours (undefined here).
 */
export const DASHBOARD_SNACK_COLORS: Partial<Record<SnackbarSeverity, { bg: string; fg: string }>> = {
  error: { bg: '#c75000', fg: '#ffffff' },
  success: { bg: '#1565c0', fg: '#ffffff' },
};

export function snackColors(
  variant: SnackbarVariant,
  severity: SnackbarSeverity,
): { bg: string; fg: string } | undefined {
  return variant === 'dashboard' ? DASHBOARD_SNACK_COLORS[severity] : undefined;
}
