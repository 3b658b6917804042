import type { QuoteAnswerView } from '@cuvee/contracts/quotes';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { quoteAnswerQuery, quotePdfUrl, useAnswerQuote } from './api/quote-answer.queries.ts';
import './quote-answer.i18n.ts';
import { Lines, Outcome, Totals, useMoney } from './quote-answer.parts.tsx';

/*
 * /quotes/:token — the page a quote's mail links to (issue 24): the client, without an account,
 * reads the quote (lines, totals HT and TTC, delivery, last day), downloads its PDF, and accepts
 * or refuses it (a reason if they wish). An ended link says why, in the API's French words.
 */

function Answer({ quote, token }: { quote: QuoteAnswerView; token: string }) {
  const { t } = useTranslation('quoteAnswer');
  const m = useMoney();
  const answer = useAnswerQuote(token);
  const [asking, setAsking] = useState<'accept' | 'refuse' | null>(null);
  const [reason, setReason] = useState('');
  const open = quote.outcome === 'sent';
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {quote.pdfReady ? (
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          component="a"
          href={quotePdfUrl(token)}
          download
        >
          {t('pdf')}
        </Button>
      ) : (
        <Button variant="outlined" startIcon={<DownloadOutlined />} disabled>
          {t('pdfPending')}
        </Button>
      )}
      {open && (
        <>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setAsking('refuse')}
            disabled={answer.isPending}
          >
            {t('refuse')}
          </Button>
          <Button variant="contained" onClick={() => setAsking('accept')} disabled={answer.isPending}>
            {answer.isPending ? t('busy') : t('accept')}
          </Button>
        </>
      )}
      <Dialog open={asking !== null} onClose={() => setAsking(null)} fullWidth maxWidth="xs">
        <DialogTitle>
          {asking === 'accept'
            ? t('acceptTitle', { reference: quote.reference })
            : t('refuseTitle', { reference: quote.reference })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {asking === 'accept'
              ? t('acceptText', { shop: quote.shop.name, amount: m.euros(quote.totalTTC) })
              : t('refuseText', { shop: quote.shop.name })}
          </DialogContentText>
          {asking === 'refuse' && (
            <TextField
              label={t('reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
              autoFocus
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{t('cancel')}</Button>
          <Button
            variant="contained"
            color={asking === 'refuse' ? 'error' : 'primary'}
            onClick={() => {
              const kind = asking;
              setAsking(null);
              if (kind === 'accept') answer.mutate({ kind: 'accept' });
              if (kind === 'refuse') answer.mutate({ kind: 'refuse', reason: reason.trim() });
            }}
          >
            {asking === 'accept' ? t('acceptConfirm') : t('refuseConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

export function QuoteAnswerPage() {
  const { t } = useTranslation('quoteAnswer');
  const m = useMoney();
  const { token = '' } = useParams();
  const query = useQuery(quoteAnswerQuery(token));
  const quote = query.data;

  if (query.isPending)
    return (
      <Box sx={{ maxWidth: 960, mx: 'auto', display: 'grid', gap: 2 }} aria-busy>
        <Skeleton variant="text" width={260} height={48} />
        <Skeleton variant="rounded" height={280} />
      </Box>
    );
  if (!quote) {
    const refused = query.error instanceof ApiError && query.error.status < 500;
    return (
      <Box sx={{ maxWidth: 640, mx: 'auto' }}>
        <Card
          sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}
        >
          <LinkOffOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
            {query.error instanceof ApiError && query.error.status === 410 ? t('ended') : t('notFound')}
          </Typography>
          <Typography role="alert">{refused ? query.error.message : t('loadError')}</Typography>
          {!refused && <Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        </Card>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', display: 'grid', gap: 2 }}>
      <Card sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          {quote.shop.logo && (
            <Box
              component="img"
              src={quote.shop.logo}
              alt=""
              sx={{ width: 56, height: 56, objectFit: 'contain', borderRadius: 1 }}
            />
          )}
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
              {t('title', { reference: quote.reference })}
            </Typography>
            <Typography color="text.secondary">
              {t('from', { shop: quote.shop.name })}
              {quote.client && ` · ${t('for', { client: quote.client })}`}
            </Typography>
            <Typography color="text.secondary" data-testid="quote-dates">
              {t('issued', { date: m.day(quote.issuedAt) })}
              {quote.validUntil && ` · ${t('validUntil', { date: m.day(quote.validUntil) })}`}
            </Typography>
          </Box>
        </Box>
        <Outcome quote={quote} />
      </Card>
      <Card sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h4">
          {t('lines')}
        </Typography>
        <Lines quote={quote} />
        {quote.delivery && (
          <Typography color="text.secondary">{t('delivery', { name: quote.delivery.name })}</Typography>
        )}
        <Totals quote={quote} />
        {quote.paymentType && (
          <Typography variant="body2" color="text.secondary">
            {t('payment', { type: quote.paymentType })}
          </Typography>
        )}
        <Answer quote={quote} token={token} />
      </Card>
      {quote.shop.email && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('contact', { shop: quote.shop.name, email: quote.shop.email })}
        </Typography>
      )}
    </Box>
  );
}
