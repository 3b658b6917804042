import type { BookingMail } from '@cuvee/contracts';
import MailOutline from '@mui/icons-material/MailOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { bookingMailsQuery } from '../api/tourism.queries.ts';
import './booking-mails.i18n.ts';
import { Section } from './section.tsx';

const COLOR = { sent: 'success', pending: 'warning', failed: 'error', outbox: 'default' } as const;

/**
 * 'Messages' (issue 27 §6, decision 0133): the mails the visitor was sent for this booking — the
 * confirmation, the day-before reminder — with their subject, recipient, state and date, as the
 * mail module keeps them.
 */
export function BookingMailsPanel({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('bookingMails');
  const query = useQuery(bookingMailsQuery(bookingId));
  return (
    <Section title={t('title')} intro={t('intro')} testId="booking-mails">
      {query.isPending && (
        <Box aria-busy aria-label={t('loading')}>
          <Skeleton variant="text" height={32} />
          <Skeleton variant="text" height={32} />
        </Box>
      )}
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      )}
      {query.data?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('empty')}</Typography>}
      {query.data && query.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {query.data.map((m) => (
            <MailRow key={m.kind} mail={m} />
          ))}
        </Box>
      )}
    </Section>
  );
}

function MailRow({ mail }: { mail: BookingMail }) {
  const { t } = useTranslation('bookingMails');
  const lang = useUiLanguage();
  return (
    <Box
      component="li"
      data-testid="booking-mail"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <MailOutline color="action" aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{mail.subject}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t(`kinds.${mail.kind}`)} · {t('to', { to: mail.to })} ·{' '}
          {formatDateTime(mail.at, lang, 'Europe/Paris')}
        </Typography>
      </Box>
      <Chip size="small" color={COLOR[mail.status]} label={t(`statuses.${mail.status}`)} />
    </Box>
  );
}
