import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/auth.store.ts';
import { useUiLanguage } from '../../lib/i18n.ts';
import { moduleOf } from './coming-soon.ts';

/** An honest 'Bientôt disponible' page for routes whose module is not built yet. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const module = moduleOf(pathname, language);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', p: 3 }}>
      <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
        <HourglassEmptyOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h1" sx={{ mt: 1, mb: 1.5 }}>
          {t('comingSoon.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          {module ? t('comingSoon.text', { module }) : t('comingSoon.textShort')}
        </Typography>
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
