import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { signOut } from '../../lib/session.ts';
import './storefront-header.i18n.ts';
import { focusRing } from './storefront-header.styles.ts';

/** The signed-in account: a disclosure with the dashboard and sign-out. */
export function AccountButton({ initial, dashboard }: { initial: string; dashboard: string }) {
  const { t } = useTranslation('storefrontHeader');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panel = useId();
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const item = {
    display: 'block',
    px: 2,
    py: 1.25,
    color: 'text.primary',
    textDecoration: 'none',
    font: 'inherit',
    fontSize: '0.95rem',
    textAlign: 'left',
    width: '100%',
    bgcolor: 'transparent',
    border: 0,
    cursor: 'pointer',
    '&:hover': { bgcolor: '#f6f1ea' },
    ...focusRing,
  } as const;
  return (
    <Box
      ref={root}
      sx={{ position: 'relative' }}
      onBlur={(e) => !root.current?.contains(e.relatedTarget as Node) && setOpen(false)}
    >
      <IconButton
        aria-label={t('accountMenu')}
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((v) => !v)}
        data-testid="account-button"
      >
        <Box
          component="span"
          sx={{
            width: 32,
            height: 32,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontSize: '0.9rem',
            fontWeight: 700,
          }}
        >
          {initial}
        </Box>
      </IconButton>
      {open && (
        <Box
          id={panel}
          sx={{
            position: 'absolute',
            right: 0,
            top: '100%',
            mt: 1,
            minWidth: 220,
            py: 1,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: '#e7e0d8',
            borderRadius: 2,
            boxShadow: '0 12px 30px rgba(60, 30, 20, 0.14)',
            zIndex: 3,
          }}
        >
          <Box component={RouterLink} to={dashboard} sx={item} onClick={() => setOpen(false)}>
            {t('dashboard')}
          </Box>
          <Box component="button" type="button" sx={item} onClick={() => signOut()}>
            {t('signOut')}
          </Box>
        </Box>
      )}
    </Box>
  );
}
