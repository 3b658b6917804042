import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../lib/auth.store.ts';
import { useUiLanguage } from '../../lib/i18n.ts';
import { COMING_SOON_MODULES, type ComingSoonModule } from './coming-soon.ts';

/** An honest 'Bientôt disponible' page for routes whose module is not built yet. */
export function ComingSoonPage({ module: key }: { module: ComingSoonModule }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const user = useCurrentUser();
  const module = COMING_SOON_MODULES[key][language];
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', p: 3 }}>
      <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
        <HourglassEmptyOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h1" sx={{ mt: 1, mb: 1.5 }}>
          {t('comingSoon.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('comingSoon.text', { module })}</Typography>
        {user && (
          <Button
            component={RouterLink}
            to={user.role === 'admin' ? '/admin' : '/dashboard'}
            variant="outlined"
          >
            {t('comingSoon.back')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

const pages = new Map<ComingSoonModule, ComponentType>();

/** The page of a route whose module is not built yet, for an area's page map (decision 0018). */
export function comingSoon(module: ComingSoonModule): ComponentType {
  let page = pages.get(module);
  if (!page) {
    page = () => <ComingSoonPage module={module} />;
    pages.set(module, page);
  }
  return page;
}
