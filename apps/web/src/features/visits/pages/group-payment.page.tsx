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
import { PaymentGroups } from '../components/my-booking-card.tsx';
import { longDay, timeInFrance } from '../logic/visits.logic.ts';
import '../visits.buyer.i18n.ts';

/**
 * '/reservations/pay/:token' (issue 27, decision 0119): a payment group's link of a shared
 * booking, opened without an account — the event and its day, the group's share and how to pay
 * it, who has paid, and the deadline after which the booking frees its places.
 */
export function GroupPaymentPage() {
  const { t } = useTranslation('myReservations');
  const money = useMoney();
  const lang = useUiLanguage();
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  const { token = '' } = useParams();
  const query = useQuery(groupPaymentQuery(token));
  const answer = query.data;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h2">
        {t('pay.title')}
      </Typography>
      {query.isPending && <LinearProgress aria-label={t('pay.title')} />}
      {query.isError && <ListLoadError message={t('pay.loadError')} onRetry={() => void query.refetch()} />}
      {answer === null && <Alert severity="warning">{t('pay.unknown')}</Alert>}
      {answer && (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h2" variant="h3">
                {answer.booking.eventTitle}
              </Typography>
              <BookingStatusChip status={answer.booking.status} />
            </Box>
            <Typography color="text.secondary">
              {answer.booking.shopName} · {longDay(answer.booking.startsAt, locale)},{' '}
              {timeInFrance(answer.booking.startsAt, locale)}
            </Typography>
            <Typography variant="h3" component="p" data-testid="group-share">
              {t('pay.share', { name: answer.group.name })} : {money(answer.group.amountCents)}
            </Typography>
            {answer.group.paid ? (
              <Alert severity="success">{t('pay.paid')}</Alert>
            ) : answer.booking.status === 'pending' ? (
              answer.instructions && (
                <PaymentInstructions instructions={answer.instructions} seller={answer.booking.shopName} />
              )
            ) : null}
            {answer.booking.status === 'confirmed' && <Alert severity="success">{t('pay.allPaid')}</Alert>}
            {answer.booking.status === 'expired' && <Alert severity="warning">{t('pay.expired')}</Alert>}
            {answer.booking.status === 'pending' && answer.booking.expiresAt && (
              <Typography variant="body2" color="warning.main">
                {t('expiresAt', { date: longDay(answer.booking.expiresAt, locale) })}
              </Typography>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <PaymentGroups groups={answer.groups} title={t('pay.others')} />
          </Paper>
        </>
      )}
    </Box>
  );
}
