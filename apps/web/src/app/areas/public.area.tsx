import { HELP_CENTRE_URL, homePathFor } from '@cuvee/domain';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { lazyPage } from '../../components/shared/lazy-page.tsx';
import { GroupPaymentPage } from '../../features/visits/visits.pages.tsx';
import { useCurrentUser } from '../../lib/auth.store.ts';
import { registerI18n, useUiLanguage } from '../../lib/i18n.ts';
import type { PageMap } from '../page-map.ts';
import { comingSoon } from './coming-soon.page.tsx';

registerI18n('help', {
  fr: {
    title: 'Aide et contact',
    intro: 'Une question sur Cuvée\u202f? Voici où trouver une réponse.',
    centreTitle: "Centre d'aide",
    centreText: 'Guides pas à pas, questions fréquentes et nouveautés.',
    centreButton: "Ouvrir le centre d'aide",
    contactTitle: 'Nous écrire',
    contactText: 'Notre équipe vous répond du lundi au vendredi, de 9\u00a0h à 18\u00a0h.',
    contactButton: 'support@cuvee.fr',
  },
  en: {
    title: 'Help and contact',
    intro: 'A question about Cuvée? Here is where to find an answer.',
    centreTitle: 'Help centre',
    centreText: 'Step-by-step guides, frequent questions and news.',
    centreButton: 'Open the help centre',
    contactTitle: 'Write to us',
    contactText: 'Our team answers Monday to Friday, 9 am to 6 pm.',
    contactButton: 'support@cuvee.fr',
  },
});

/** '/': the signed-in user's home, else the login. */
function RootRedirect() {
  const user = useCurrentUser();
  return <Navigate to={user ? homePathFor(user.role) : '/auth/login'} replace />;
}

function HelpPage() {
  const { t } = useTranslation('help');
  useUiLanguage();
  return (
    <Box sx={{ maxWidth: 880 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Card>
          <CardContent>
            <HelpOutlineOutlined color="primary" sx={{ fontSize: 36 }} />
            <Typography variant="h3" component="h2" sx={{ my: 1 }}>
              {t('centreTitle')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('centreText')}</Typography>
            <Button variant="contained" href={HELP_CENTRE_URL} target="_blank" rel="noopener">
              {t('centreButton')}
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <MailOutlined color="primary" sx={{ fontSize: 36 }} />
            <Typography variant="h3" component="h2" sx={{ my: 1 }}>
              {t('contactTitle')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('contactText')}</Typography>
            <Button variant="outlined" href="mailto:support@cuvee.fr">
              {t('contactButton')}
            </Button>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}

/** Public pages (and the iframe area's): the root redirect, help, e-label, simulator, tracking opt-out, iframes. */
export const pages: PageMap<'public' | 'iframe'> = {
  'public.root': RootRedirect,
  'public.help': HelpPage,
  // A quote's mailed link (issue 24): the client answers it without an account.
  'public.quoteAnswer': lazyPage(() =>
    import('../../features/quote-answer/quote-answer.page.tsx').then((m) => m.QuoteAnswerPage),
  ),
  'public.groupPayment': GroupPaymentPage,
  'public.roiSimulator': comingSoon('simulator'),
  'public.trackingOptOut': comingSoon('marketing'),
  // The e-label: the 'public' area and 'default' layout (no shop chunk).
  'iframe.show': comingSoon('integrations'),
};
