import { BOOKING_STATUS_LABELS, type BookingStatus } from '@cuvee/domain/tourism/booking-lifecycle';
import Chip from '@mui/material/Chip';
import { STATUS_GROUP_COLORS } from '../../../design/design-tokens.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';

/** A booking's status in the display groups of spec §4: pending waits, confirmed is online. */
const GROUP: Record<BookingStatus, keyof typeof STATUS_GROUP_COLORS> = {
  pending: 'waiting',
  confirmed: 'online',
  cancelled: 'cancel',
  expired: 'error',
};

/** A booking's status as a chip, coloured by its display group (decision 0042's tokens). */
export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const lang = useUiLanguage();
  const colors = STATUS_GROUP_COLORS[GROUP[status]];
  return (
    <Chip
      size="small"
      label={BOOKING_STATUS_LABELS[status][lang]}
      data-testid="booking-status"
      data-group={GROUP[status]}
      sx={{ fontWeight: 600, bgcolor: colors.bg, color: colors.fg, border: 1, borderColor: colors.border }}
    />
  );
}
