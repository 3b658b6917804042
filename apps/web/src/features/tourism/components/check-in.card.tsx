import type { Booking } from '@cuvee/contracts';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCheckIn, useCheckInByToken } from '../api/tourism.mutations.ts';
import { linesOf } from './booking-columns.tsx';

/**
 * The arrival of the visitors: opened from the QR code of their confirmation (`token`), a big
 * button a thumb reaches on a phone, checked by the code; from the page, by the booking's id.
 * Once they came, when.
 */
export function CheckInCard({ booking, token }: { booking: Booking; token: string | null }) {
  const { t } = useTranslation('tourism');
  const lang = useUiLanguage();
  const byId = useCheckIn();
  const byToken = useCheckInByToken();
  const pending = byId.isPending || byToken.isPending;
  const error = [byToken.error, byId.error].find((e) => e instanceof ApiError);
  if (booking.checkedInAt)
    return (
      <Alert severity="success" icon={<HowToRegOutlined />} data-testid="checked-in">
        {t('detail.checkedInAt', { date: formatDateTime(booking.checkedInAt, lang, 'Europe/Paris') })}
      </Alert>
    );
  if (booking.status !== 'confirmed') return null;
  return (
    <Card
      variant={token ? 'elevation' : 'outlined'}
      sx={token ? { bgcolor: 'primary.main', color: 'primary.contrastText' } : undefined}
      data-testid="check-in"
    >
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        {token && (
          <Typography variant="h2" component="p">
            {t('detail.scanned', { count: booking.countingPersons })}
          </Typography>
        )}
        {token && <Typography>{linesOf(booking)}</Typography>}
        <Button
          variant="contained"
          color={token ? 'inherit' : 'primary'}
          size="large"
          startIcon={<HowToRegOutlined />}
          disabled={pending}
          onClick={() => (token ? byToken.mutate(token) : byId.mutate(booking.id))}
          sx={
            token
              ? { minHeight: 72, fontSize: 20, color: 'primary.main', bgcolor: 'background.paper' }
              : { justifySelf: 'start' }
          }
          autoFocus={Boolean(token)}
        >
          {token ? t('detail.checkInBig') : t('detail.checkIn')}
        </Button>
        {error && <Alert severity="error">{error.message}</Alert>}
      </CardContent>
    </Card>
  );
}
