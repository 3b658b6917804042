import type { Booking } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { TextLink } from '../../../lib/text-link.tsx';
import { Section } from './section.tsx';

const useEuros = () => {
  const lang = useUiLanguage();
  return (cents: number) => formatEuros(cents, lang === 'fr' ? 'fr-FR' : 'en-GB');
};

/** Participants by rate: how many, at which price, which take no place (a child on a lap). */
export function ParticipantsPanel({ booking }: { booking: Booking }) {
  const { t } = useTranslation('tourism');
  const euros = useEuros();
  return (
    <Section title={t('detail.participants')} testId="booking-participants">
      <Table size="small" aria-label={t('detail.participants')}>
        <TableBody>
          {booking.lines.map((line) => (
            <TableRow key={line.rateId} data-testid="participant-line">
              <TableCell>
                {line.label}
                {line.kind === 'ticket' && !line.counting && (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {' '}
                    ({t('add.notCounting')})
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">× {line.quantity}</TableCell>
              <TableCell align="right">{euros(line.unitPriceCents * line.quantity)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography sx={{ mt: 1 }} data-testid="counting-persons">
        {t('persons', { count: booking.countingPersons })}
      </Typography>
    </Section>
  );
}

/** The amounts, the tourist tax, the order it came with and its payment groups, when there are. */
export function AmountsPanel({ booking }: { booking: Booking }) {
  const { t } = useTranslation('tourism');
  const euros = useEuros();
  const payment = booking.payment;
  const row = (label: string, value: string, testId?: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }} data-testid={testId}>
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
  return (
    <Section title={t('detail.amounts')} testId="booking-amounts">
      {row(t('detail.total'), euros(booking.amountCents), 'booking-amount')}
      {booking.touristTaxCents > 0 &&
        row(t('detail.touristTax'), euros(booking.touristTaxCents), 'booking-tax')}
      {payment?.paidCents !== undefined && row(t('detail.paid'), euros(payment.paidCents))}
      {booking.orderId && (
        <Box sx={{ py: 0.5 }}>
          <TextLink to={`/dashboard/orders/${booking.orderId}`}>
            {t('detail.openOrder', { ref: payment?.orderRef ?? '' })}
          </TextLink>
        </Box>
      )}
      {payment?.groups && payment.groups.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography component="h3" variant="subtitle2">
            {t('detail.groups')}
          </Typography>
          {payment.groups.map((g) => (
            <Box
              key={g.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
              data-testid="payment-group"
            >
              <Typography sx={{ flex: 1 }}>{g.label}</Typography>
              <Typography>{euros(g.amountCents)}</Typography>
              <Chip
                size="small"
                variant="outlined"
                color={g.paid ? 'primary' : 'warning'}
                label={g.paid ? t('detail.groupPaid') : t('detail.groupPending')}
              />
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}

/** Who to reach, in which language, what the visitor wrote, and where the booking came from. */
export function ContactPanel({ booking }: { booking: Booking }) {
  const { t } = useTranslation('tourism');
  const { contact } = booking;
  return (
    <Section title={t('detail.contact')}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {booking.client ? (
            <TextLink to={`/dashboard/clients/${booking.client.id}`}>{contact.name}</TextLink>
          ) : (
            contact.name
          )}
        </Typography>
        {contact.phone && <a href={`tel:${contact.phone}`}>{contact.phone}</a>}
        {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('detail.language')} : {t(`languages.${booking.language}`)} · {t('detail.source')} :{' '}
          {t(`detail.sources.${booking.source}`)}
        </Typography>
        <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
          {t('detail.message')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', color: booking.message ? undefined : 'text.secondary' }}>
          {booking.message ?? t('detail.noMessage')}
        </Typography>
      </Box>
    </Section>
  );
}
