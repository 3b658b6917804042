import Save from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useComponentsT } from '../components.translate.ts';
import { SAVE_BAR_VAR } from './save-bar.offset.ts';

export type SaveBarProps = {
  /** The form has changes not saved yet. */
  dirty: boolean;
  /** A save is under way. */
  saving: boolean;
  /** Puts the form back as it was saved; the Cancel button shows only while `dirty`. */
  onCancel?(): void;
  /** Without it the button submits the enclosing form. */
  onSave?(): void;
  /** Instead of 'Enregistrer' (e.g. 'Créer le produit'). */
  saveLabel?: string;
  /** Allows saving with no change (a new item). */
  saveWhenClean?: boolean;
  /** Instead of 'Modifications non enregistrées' / 'Tout est enregistré'. */
  status?: ReactNode;
  /** Something typed cannot be saved as is: the status turns red and saving waits. */
  invalid?: boolean;
  /** Shown on mobile only when something is to save. */
  hideWhenCleanOnMobile?: boolean;
  testId?: string;
  statusTestId?: string;
};

/**
 * The save bar of every settings-like page (decision 0019): sticky at the bottom (above the
 * mobile bottom bar), 'Enregistrer' and 'Annuler', disabled while saving or when nothing
 * changed. While shown it tells the page how high it reaches (save-bar.offset.ts) so that
 * snackbars and the chat button sit above it rather than over it.
 */
export function SaveBar(props: SaveBarProps) {
  const { t } = useComponentsT();
  const ref = useRef<HTMLDivElement>(null);
  useSaveBarOffset(ref);
  const { dirty, saving } = props;
  return (
    <Box
      ref={ref}
      role="region"
      aria-label={t('form.saveBar')}
      data-testid={props.testId ?? 'save-bar'}
      sx={{
        position: 'sticky',
        bottom: { xs: 74, sm: 0 },
        zIndex: 3,
        mt: 3,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
        display: { xs: props.hideWhenCleanOnMobile && !dirty ? 'none' : 'flex', sm: 'flex' },
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -6px 16px rgba(31, 26, 23, 0.06)',
        borderRadius: { sm: '12px 12px 0 0' },
      }}
    >
      <Typography
        variant="body2"
        role="status"
        data-testid={props.statusTestId}
        sx={{
          flex: 1,
          color: props.invalid ? 'error.main' : dirty ? 'warning.main' : 'text.secondary',
          fontWeight: dirty ? 600 : 400,
        }}
      >
        {props.status ?? (dirty ? t('form.dirty') : t('form.clean'))}
      </Typography>
      {dirty && props.onCancel && (
        <Button onClick={props.onCancel} disabled={saving}>
          {t('form.cancel')}
        </Button>
      )}
      <Button
        type={props.onSave ? 'button' : 'submit'}
        onClick={props.onSave}
        variant="contained"
        disabled={saving || props.invalid || (!dirty && !props.saveWhenClean)}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <Save />}
      >
        {saving ? t('form.saving') : (props.saveLabel ?? t('form.save'))}
      </Button>
    </Box>
  );
}

/** Keeps the save bar's reach from the viewport's bottom edge in SAVE_BAR_VAR while mounted. */
function useSaveBarOffset(ref: { current: HTMLElement | null }) {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const bar = ref.current;
      const rect = bar?.getBoundingClientRect();
      const bottom = window.innerHeight;
      // Only a bar in the bottom band (stuck, or the page's end in view) can meet them.
      const inBand = rect && rect.height > 0 && rect.top < bottom && rect.bottom >= bottom - 120;
      root.style.setProperty(SAVE_BAR_VAR, `${inBand ? Math.round(bottom - rect.top) : 0}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const observer = new ResizeObserver(schedule);
    if (ref.current) observer.observe(ref.current);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      root.style.removeProperty(SAVE_BAR_VAR);
    };
  }, [ref]);
}
