import { AGE_THRESHOLD } from '@cuvee/domain/constants';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/auth.store.ts';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { registerI18n } from '../../lib/i18n.ts';
import { AGE_COOKIE, needsAgeGate } from './age-gate.logic.ts';

registerI18n('ageGate', {
  fr: {
    title: 'Avez-vous plus de {{age}} ans\u202f?',
    text: "La vente d'alcool est interdite aux mineurs. Vous devez avoir au moins {{age}} ans pour visiter cette boutique.",
    yes: "Oui, j'ai plus de {{age}} ans",
    no: 'Non',
    notice: "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.",
  },
  en: {
    title: 'Are you over {{age}}?',
    text: 'Alcohol may not be sold to minors. You must be at least {{age}} to visit this shop.',
    yes: 'Yes, I am over {{age}}',
    no: 'No',
    notice: 'Alcohol abuse is dangerous for your health; drink responsibly.',
  },
});

/** Spec §4 age gate: confirming sets the isOver18 cookie; refusing goes to the auth route. */
export function AgeGateDialog() {
  const { t } = useTranslation('ageGate');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [confirmed, setConfirmed] = useState(false);
  const open =
    !confirmed && needsAgeGate({ signedIn: user !== null, cookie: readCookie(AGE_COOKIE), pathname });
  const confirm = () => {
    writeCookie(AGE_COOKIE, 'true', 365);
    setConfirmed(true);
  };
  return (
    <Dialog
      open={open}
      aria-labelledby="age-gate-title"
      aria-describedby="age-gate-text"
      data-testid="age-gate"
    >
      <DialogTitle id="age-gate-title">{t('title', { age: AGE_THRESHOLD })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="age-gate-text" sx={{ mb: 1.5 }}>
          {t('text', { age: AGE_THRESHOLD })}
        </DialogContentText>
        <DialogContentText variant="caption">{t('notice')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => navigate('/auth')}>{t('no')}</Button>
        <Button variant="contained" onClick={confirm} autoFocus>
          {t('yes', { age: AGE_THRESHOLD })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
