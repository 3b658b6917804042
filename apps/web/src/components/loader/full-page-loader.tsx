import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useComponentsT } from '../components.translate.ts';

/** Loads shorter than this show nothing: no spinner flash on fast navigations. */
export const LOADER_DELAY_MS = 200;

/** Full-page loading state (lazy routes, reloads): a centred spinner after 200 ms. */
export function FullPageLoader() {
  const { t } = useComponentsT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Box
      aria-busy="true"
      aria-live="polite"
      sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      {visible && <CircularProgress aria-label={t('loader.label')} />}
    </Box>
  );
}
