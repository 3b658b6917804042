import type { Booking } from '@cuvee/contracts';
import { cancellationOutcome, parisDay } from '@cuvee/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useCancelBooking, useMoveBooking } from '../api/tourism.mutations.ts';
import { eventQuery } from '../api/tourism.queries.ts';
import { DaySlotPicker } from './slot-picker.tsx';

type Props = { booking: Booking; onClose(): void };

/**
 * 'Annuler la réservation ?': what the event's terms say of a cancellation now (refundable or
 * not, the rule the API applies), the terms' text, then the cancellation.
 */
export function CancelDialog({ booking, onClose }: Props) {
  const { t } = useTranslation('tourism');
  const mobile = useIsMobile();
  const canEvents = useCan('events.read');
  const event = useQuery({ ...eventQuery(booking.event.id), enabled: canEvents });
  const cancel = useCancelBooking();
  const terms = event.data?.cancellation;
  const outcome = terms ? cancellationOutcome(terms, new Date(booking.slot.startsAt)) : null;
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="sm">
      <DialogTitle>{t('detail.cancelTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {outcome && (
            <Alert severity={outcome.refundable ? 'info' : 'warning'} data-testid="cancel-refund">
              {outcome.refundable ? t('detail.refundable') : t('detail.notRefundable')}
            </Alert>
          )}
          {terms?.text && <DialogContentText>{terms.text}</DialogContentText>}
          {cancel.error instanceof ApiError && <Alert severity="error">{cancel.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.keep')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(booking.id, { onSuccess: onClose })}
        >
          {t('detail.cancelConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Changer de créneau': a day, then one of its slots with enough places left for the booking. */
export function MoveDialog({ booking, onClose }: Props) {
  const { t } = useTranslation('tourism');
  const mobile = useIsMobile();
  const [slotId, setSlotId] = useState<string | null>(null);
  const move = useMoveBooking();
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="sm">
      <DialogTitle>{t('detail.moveTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DaySlotPicker
            initialDay={parisDay(new Date(booking.slot.startsAt))}
            eventId={booking.event.id}
            value={slotId}
            onChange={setSlotId}
            needed={booking.countingPersons}
            except={booking.slot.id}
          />
          {move.error instanceof ApiError && <Alert severity="error">{move.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={!slotId || move.isPending}
          onClick={() => slotId && move.mutate({ id: booking.id, slotId }, { onSuccess: onClose })}
        >
          {t('detail.moveSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
