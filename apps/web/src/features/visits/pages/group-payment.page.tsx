import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListLoadError } from '../../../components/shared/list-state.tsx';
import { PaymentInstructions } from '../../../components/shared/payment-instructions.tsx';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useMoney } from '../../cart/components/cart-line.tsx';
import { groupPaymentQuery } from '../api/my-reservations.queries.ts';
import { BookingStatusChip } from '../components/booking-status-chip.tsx';
import { GroupCardPayment } from '../components/group-card-payment.tsx';
import { longDay, timeInFrance } from '../logic/visits.logic.ts';
import '../visits.buyer.i18n.ts';

/**
 * '/booking-groups/:token' (issue 27, decision 0119): a payment group's link of a shared
 * booking, opened without an account — the event, its estate and day, the group's share and how
 * to pay it (by card on this page, decision 0136, or a transfer with the group's reference),
 * whether it is paid, and the deadline after which the booking frees its places.
 */
export function GroupPaymentPage() {
  const { t } = useTranslation('myReservations');
  const money = useMoney();
  const lang = useUiLanguage();
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  const { token = '' } = useParams();
  const query = useQuery(groupPaymentQuery(token));
  const group = query.data;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h2">
        {t('pay.title')}
      </Typography>
      {query.isPending && <LinearProgress aria-label={t('pay.title')} />}
      {query.isError && <ListLoadError message={t('pay.loadError')} onRetry={() => void query.refetch()} />}
      {group === null && <Alert severity="warning">{t('pay.unknown')}</Alert>}
      {group && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h2" variant="h3">
              {group.event.title}
            </Typography>
            <BookingStatusChip status={group.bookingStatus} />
          </Box>
          <Typography color="text.secondary">
            {group.shop.name} · {longDay(group.slot.startsAt, locale)},{' '}
            {timeInFrance(group.slot.startsAt, locale)}
          </Typography>
          <Typography variant="h3" component="p" data-testid="group-share">
            {t('pay.share', { name: group.name, amount: money(group.amountCents) })}
          </Typography>
          {group.paid ? (
            <Alert severity="success">{group.paidBy === 'card' ? t('pay.paidByCard') : t('pay.paid')}</Alert>
          ) : group.bookingStatus === 'pending' ? (
            <>
              {group.cardAvailable && (
                <>
                  <GroupCardPayment token={token} amount={money(group.amountCents)} />
                  <Typography component="h3" variant="h4" sx={{ mt: 1 }}>
                    {t('pay.card.orTransfer')}
                  </Typography>
                </>
              )}
              <PaymentInstructions
                instructions={{
                  kind: 'transfer',
                  iban: group.iban,
                  bic: null,
                  bankName: null,
                  accountHolder: group.shop.name,
                  reference: group.transferReference,
                }}
                seller={group.shop.name}
              />
            </>
          ) : null}
          {group.bookingStatus === 'confirmed' && <Alert severity="success">{t('pay.allPaid')}</Alert>}
          {group.bookingStatus === 'expired' && <Alert severity="warning">{t('pay.expired')}</Alert>}
          {group.bookingStatus === 'pending' && group.deadline && !group.paid && (
            <Typography variant="body2" color="warning.main">
              {t('expiresAt', { date: longDay(group.deadline, locale) })}
            </Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}
