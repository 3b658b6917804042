import type { Booking } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/list/index.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { TextLink } from '../../../lib/text-link.tsx';
import { timeLabel } from '../logic/slot-label.ts';
import { BookingStatusChip } from './status-chips.tsx';

export const BOOKINGS = '/dashboard/reservations';

/** 'Adulte × 2, Enfant × 1' */
export const linesOf = (b: Pick<Booking, 'lines'>) =>
  b.lines
    .filter((l) => l.quantity > 0)
    .map((l) => `${l.label} × ${l.quantity}`)
    .join(', ');

/** The bookings list's columns: when, what, who, how many, its status, its amount, its language. */
export function useBookingColumns(withDay: boolean): Column<Booking>[] {
  const { t } = useTranslation('tourism');
  const lang = useUiLanguage();
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'Europe/Paris',
    }).format(new Date(iso));
  return [
    {
      key: 'when',
      label: t('bookings.columns.when'),
      render: (b) => (
        <TextLink to={`${BOOKINGS}/${b.id}`}>
          {withDay ? `${day(b.slot.startsAt)} ` : ''}
          {timeLabel(b.slot.startsAt, lang)}
        </TextLink>
      ),
    },
    { key: 'event', label: t('bookings.columns.event'), render: (b) => b.event.title },
    {
      key: 'contact',
      label: t('bookings.columns.contact'),
      render: (b) => (
        <>
          {b.contact.name}
          {b.contact.phone && (
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {b.contact.phone}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'persons',
      label: t('bookings.columns.persons'),
      render: (b) => (
        <>
          {t('persons', { count: b.countingPersons })}
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {linesOf(b)}
          </Typography>
        </>
      ),
    },
    {
      key: 'status',
      label: t('bookings.columns.status'),
      render: (b) => <BookingStatusChip status={b.status} checkedIn={Boolean(b.checkedInAt)} />,
    },
    {
      key: 'amount',
      label: t('bookings.columns.amount'),
      align: 'right',
      render: (b) => formatEuros(b.amountCents, locale),
    },
    { key: 'language', label: t('bookings.columns.language'), render: (b) => t(`languages.${b.language}`) },
  ];
}
