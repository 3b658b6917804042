import { translateMessage } from '@cuvee/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useComponentsT } from '../components.translate.ts';
import { aboveSaveBar } from '../form/save-bar.offset.ts';
import { type SnackbarVariant, snackColors } from './snackbar.colors.ts';
import { dismiss, pauseSnack, resumeSnack, type Snack, useSnackbarStore } from './snackbar.store.ts';

/** Above the mobile bottom bar (spec §9: mobile bottom margin 74 px). */
const MOBILE_BOTTOM_PX = 74;

/**
 * The stacked snackbars, bottom-left, newest at the bottom. Mount once per layout; the
 * dashboard layout passes variant="dashboard" (orange errors, blue successes).
 */
export function SnackbarStack(props: { variant?: 'dashboard' | 'default' }) {
  const variant: SnackbarVariant = props.variant ?? 'default';
  const snacks = useSnackbarStore((state) => state.snacks);
  const { t } = useComponentsT();
  return (
    <Box
      component="section"
      aria-label={t('snackbar.region')}
      sx={(theme) => ({
        position: 'fixed',
        zIndex: theme.zIndex.snackbar,
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        // Above a shown save bar, not over it (decision 0019).
        bottom: { xs: aboveSaveBar(MOBILE_BOTTOM_PX + 8), sm: aboveSaveBar(24) },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        maxWidth: { sm: 480 },
        pointerEvents: 'none',
      })}
    >
      {snacks.map((snack) => (
        <SnackItem key={snack.id} snack={snack} variant={variant} />
      ))}
    </Box>
  );
}

function SnackItem({ snack, variant }: { snack: Snack; variant: SnackbarVariant }) {
  const { t, lang } = useComponentsT();
  const colors = snackColors(variant, snack.severity);
  const urgent = snack.severity === 'error' || snack.severity === 'warning';
  return (
    <Alert
      variant="filled"
      severity={snack.severity}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      closeText={t('snackbar.close')}
      onClose={() => dismiss(snack.id)}
      onMouseEnter={() => pauseSnack(snack.id)}
      onMouseLeave={() => resumeSnack(snack.id)}
      onFocus={() => pauseSnack(snack.id)}
      onBlur={() => resumeSnack(snack.id)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss(snack.id);
      }}
      sx={{
        pointerEvents: 'auto',
        boxShadow: 6,
        alignItems: 'center',
        wordBreak: 'break-word',
        ...(colors && { bgcolor: colors.bg, color: colors.fg, '& .MuiAlert-icon': { color: colors.fg } }),
      }}
    >
      {translateMessage(snack.message, lang)}
    </Alert>
  );
}
