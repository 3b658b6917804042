import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ShoppingBasketOutlined from '@mui/icons-material/ShoppingBasketOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import '../auth-forms.i18n.ts';

function Choice({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Card>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ p: 2, display: 'flex', gap: 2, justifyContent: 'flex-start' }}
      >
        {icon}
        <div>
          <Typography variant="h4" component="span" sx={{ display: 'block' }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text}
          </Typography>
        </div>
      </CardActionArea>
    </Card>
  );
}

/** /auth/register-wineriz: which account to create. */
export function RegisterChoicePage() {
  const { t } = useTranslation('authForms');
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h1" sx={{ mb: 0.5 }}>
          {t('register.choiceTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('register.choiceSubtitle')}</Typography>
      </div>
      <Choice
        to="/auth/register-wineriz/seller"
        icon={<StorefrontOutlined color="primary" fontSize="large" />}
        title={t('register.choiceSeller')}
        text={t('register.choiceSellerText')}
      />
      <Choice
        to="/auth/register-wineriz/agent"
        icon={<BadgeOutlined color="primary" fontSize="large" />}
        title={t('register.choiceAgent')}
        text={t('register.choiceAgentText')}
      />
      <Choice
        to="/auth/register/buyer"
        icon={<ShoppingBasketOutlined color="primary" fontSize="large" />}
        title={t('register.choiceBuyer')}
        text={t('register.choiceBuyerText')}
      />
    </Stack>
  );
}
