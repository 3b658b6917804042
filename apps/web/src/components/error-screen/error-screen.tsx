import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useComponentsT } from '../components.translate.ts';

/**
 * Generic error screen (spec §2, §8): 'Une erreur est survenue' and a button 'Retour à
 * l'application' that reloads the page. Focus goes to the title so screen readers say it.
 */
export function ErrorScreen() {
  const { t } = useComponentsT();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Box
      component="main"
      role="alert"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography ref={title} component="h1" variant="h5" tabIndex={-1} sx={{ outline: 'none' }}>
        {t('errorScreen.title')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('errorScreen.back')}
      </Button>
    </Box>
  );
}

/**
 * Last resort when rendering the error screen itself fails (spec §8): an English message
 * and a link home, in plain HTML with inline styles — no theme, no i18n, nothing that can fail.
 */
export function FatalFallback() {
  return (
    <main
      role="alert"
      style={{
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        padding: 24,
        textAlign: 'center',
        color: '#1a1a1a',
        background: '#ffffff',
      }}
    >
      <h1 style={{ fontSize: 24, margin: 0 }}>Something went wrong.</h1>
      <p style={{ margin: 0 }}>Please try again in a moment.</p>
      <a href="/" style={{ color: '#0b57d0', fontSize: 16 }}>
        Back to the home page
      </a>
    </main>
  );
}
