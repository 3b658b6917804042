import type { BookingStatus, EventStatus, StatusGroup } from '@cuvee/domain';
import { useTranslation } from 'react-i18next';
import { GroupChip } from '../../../components/shared/status-chip.tsx';

/*
 * Events' and bookings' statuses in the app's colour groups (spec §4: waiting orange, cancel
 * grey, online light blue, finished blue, error red): a booking waiting to be confirmed or paid
 * waits, a confirmed one is under way, one whose visitors came is done.
 */
const EVENT_GROUPS: Record<EventStatus, StatusGroup> = {
  draft: 'cancel',
  published: 'online',
  archived: 'cancel',
};
const BOOKING_GROUPS: Record<BookingStatus, StatusGroup> = {
  pending: 'waiting',
  confirmed: 'online',
  cancelled: 'cancel',
  expired: 'cancel',
};

export function EventStatusChip({ status }: { status: EventStatus }) {
  const { t } = useTranslation('tourism');
  return <GroupChip group={EVENT_GROUPS[status]} label={t(`eventStatuses.${status}`)} />;
}

export function BookingStatusChip({ status, checkedIn }: { status: BookingStatus; checkedIn?: boolean }) {
  const { t } = useTranslation('tourism');
  if (checkedIn && status === 'confirmed')
    return <GroupChip group="finished" label={t('bookings.checkedIn')} />;
  return <GroupChip group={BOOKING_GROUPS[status]} label={t(`statuses.${status}`)} />;
}
