import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../lib/text-link.tsx';

/** Spec §8: unknown page → 404 'This page could not be found'. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '80vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2.5 }}>
          <Typography variant="h1" component="h1" sx={{ fontSize: '1.6rem', m: 0 }}>
            404
          </Typography>
          <Box
            aria-hidden
            sx={{ alignSelf: 'stretch', borderLeft: 1, borderColor: 'divider', minHeight: 40 }}
          />
          <Typography component="h2" sx={{ fontSize: '1rem' }}>
            {t('notFound.title')}
          </Typography>
        </Box>
        <TextLink to="/" sx={{ display: 'inline-block', mt: 3 }}>
          {t('notFound.back')}
        </TextLink>
      </Box>
    </Box>
  );
}
