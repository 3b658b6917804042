import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSetup } from '../../payments/card-setup.tsx';
import type { StripeFactory } from '../../payments/stripe-loader.ts';
import { usePayGroupCard, useStartGroupCard } from '../api/group-card.mutations.ts';
import '../visits.buyer.i18n.ts';

type Props = {
  token: string;
  /** The share, as the page shows it ('15,00 €'). */
  amount: string;
  /** Tests pass a fake Stripe.js. */
  load?: (url: string) => Promise<StripeFactory>;
};

/** The checkout's card step (plain elements) dressed as the page's buttons and titles. */
const CARD_FORM = {
  '& .card-setup h3': { typography: 'h4', mt: 0, mb: 1 },
  '& .card-setup p': { mt: 0 },
  '& .card-setup button': {
    mt: 1.5,
    px: 3,
    py: 1.25,
    border: 0,
    borderRadius: 1,
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    width: { xs: '100%', sm: 'auto' },
  },
  '& .card-setup button:disabled': { opacity: 0.6, cursor: 'default' },
  '& .card-setup button:focus-visible': {
    outline: '3px solid',
    outlineColor: 'primary.light',
    outlineOffset: 2,
  },
} as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * 'Payer par carte' on a payment group's page (decision 0136): Stripe's card form for the
 * group's SetupIntent, then the API charges the share once; the page then reads it paid.
 */
export function GroupCardPayment({ token, amount, load }: Props) {
  const { t } = useTranslation('myReservations');
  const [done, setDone] = useState<string | null>(null);
  const start = useStartGroupCard(token);
  const pay = usePayGroupCard(token);
  const checkout = start.data?.card;
  const retry = () => {
    pay.reset();
    start.mutate();
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="group-card">
      {done && <Alert severity="success">{done}</Alert>}
      {start.isError && <Alert severity="error">{messageOf(start.error)}</Alert>}
      {!checkout && (
        <Button
          variant="contained"
          size="large"
          onClick={() => start.mutate()}
          disabled={start.isPending}
          sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}
        >
          {start.isPending ? t('pay.card.starting') : t('pay.card.start')}
        </Button>
      )}
      {checkout && !pay.isError && (
        <Box sx={CARD_FORM}>
          <CardSetup
            key={checkout.clientSecret}
            checkout={checkout}
            load={load}
            onSaved={() => pay.mutate(undefined, { onSuccess: (answer) => setDone(answer.message) })}
            texts={{
              title: t('pay.card.title'),
              imprint: t('pay.card.intro', { amount }),
              save: t('pay.card.pay', { amount }),
              saving: t('pay.card.paying'),
              saved: pay.isPending ? t('pay.card.paying') : t('pay.card.saved'),
            }}
          />
        </Box>
      )}
      {pay.isError && (
        <>
          <Alert severity="error">{messageOf(pay.error)}</Alert>
          <Button variant="outlined" onClick={retry} sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}>
            {t('pay.card.retry')}
          </Button>
        </>
      )}
    </Box>
  );
}
