import { authPath } from '@cuvee/domain/permissions/return-path';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import '../checkout.i18n.ts';

/**
 * The checkout for a visitor: sign in or create an account first. Both ways in come back to
 * `returnPath` with the cart (spec §2 return path; the registration keeps it through the mailed
 * link, decision 0027); the visitor's cart replaces the account's (spec §4).
 */
export function CheckoutSignIn({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation('checkout');
  const back = { redirectLink: returnPath };
  return (
    <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography component="h1" variant="h2">
        {t('title')}
      </Typography>
      <Typography>{t('signIn')}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" href={authPath('/auth/login', back)} data-testid="checkout-sign-in">
          {t('signInButton')}
        </Button>
        <Button
          variant="outlined"
          href={authPath('/auth/register/buyer', back)}
          data-testid="checkout-register"
        >
          {t('registerButton')}
        </Button>
      </Box>
    </Paper>
  );
}
