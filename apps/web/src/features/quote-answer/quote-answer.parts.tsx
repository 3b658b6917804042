import type { QuoteAnswerView } from '@cuvee/contracts/quotes';
import { formatEuros } from '@cuvee/domain/money';
import { formatDecimal } from '@cuvee/domain/number-format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/i18n.ts';
import './quote-answer.i18n.ts';

// The quote's page parts (issue 24): its lines, its totals HT and TTC, where it stands.

const LOCALE = { fr: 'fr-FR', en: 'en-GB' } as const;

export function useMoney() {
  const lang = useUiLanguage();
  return {
    lang,
    euros: (cents: number) => formatEuros(cents, LOCALE[lang]),
    rate: (rate: number) => `${formatDecimal(rate, LOCALE[lang])}\u00a0%`,
    day: (value: string) => formatDate(value.length === 10 ? `${value}T12:00:00Z` : value, lang, 'UTC'),
  };
}

function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.25,
        fontWeight: strong ? 700 : 400,
      }}
    >
      <Box component="span" sx={{ color: strong ? 'text.primary' : 'text.secondary' }}>
        {label}
      </Box>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
}

export function Lines({ quote }: { quote: QuoteAnswerView }) {
  const { t } = useTranslation('quoteAnswer');
  const m = useMoney();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('lines')}>
      {quote.lines.map((l, i) => (
        <Box
          component="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: the quote's lines keep their order and never move
          key={i}
          data-testid="quote-line"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr auto', sm: '1fr 170px 90px 110px' },
            gap: { xs: 0.5, sm: 2 },
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            <Typography sx={{ fontWeight: 600 }}>{l.label}</Typography>
            {l.discountBp > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('discount', { rate: m.rate(l.discountBp / 100) })}
              </Typography>
            )}
          </Box>
          <Typography color="text.secondary" sx={{ textAlign: { sm: 'right' }, whiteSpace: 'nowrap' }}>
            {l.quantity} × {m.euros(l.unitHT)} HT
          </Typography>
          <Typography
            color="text.secondary"
            sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'right' }}
          >
            {t('vat', { rate: m.rate(l.vatRate) })}
          </Typography>
          <Typography sx={{ textAlign: 'right', fontWeight: 600 }}>{m.euros(l.totalHT)}</Typography>
        </Box>
      ))}
    </Box>
  );
}

export function Totals({ quote }: { quote: QuoteAnswerView }) {
  const { t } = useTranslation('quoteAnswer');
  const m = useMoney();
  return (
    <Box sx={{ maxWidth: 380, ml: 'auto', width: '100%' }} data-testid="quote-totals">
      {quote.delivery && quote.delivery.feeHT > 0 && (
        <>
          <Row label={t('itemsHt')} value={m.euros(quote.lines.reduce((sum, l) => sum + l.totalHT, 0))} />
          <Row label={t('deliveryFee')} value={m.euros(quote.delivery.feeHT)} />
        </>
      )}
      <Row label={t('totalHt')} value={m.euros(quote.totalHT)} />
      {quote.vat.map((v) => (
        <Row key={v.rate} label={t('vat', { rate: m.rate(v.rate) })} value={m.euros(v.amount)} />
      ))}
      <Divider sx={{ my: 0.5 }} />
      <Row label={t('totalTtc')} value={m.euros(quote.totalTTC)} strong />
      {quote.excise + quote.css > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'right' }}>
          {t('excise')} : {m.euros(quote.excise + quote.css)}
        </Typography>
      )}
    </Box>
  );
}

export function Outcome({ quote }: { quote: QuoteAnswerView }) {
  const { t } = useTranslation('quoteAnswer');
  const m = useMoney();
  const when = quote.answeredAt ? t('on', { date: m.day(quote.answeredAt) }) : '';
  switch (quote.outcome) {
    case 'accepted':
      return (
        <Alert severity="success" role="status">
          {t('accepted', { when, reference: quote.orderReference ?? '', shop: quote.shop.name })}
        </Alert>
      );
    case 'refused':
      return (
        <Alert severity="info" role="status">
          {t('refused', { when })}
          {quote.refusalReason && (
            <Box component="span" sx={{ display: 'block' }}>
              {t('refusedReason', { reason: quote.refusalReason })}
            </Box>
          )}
        </Alert>
      );
    case 'cancelled':
    case 'draft':
      return <Alert severity="info">{t('cancelled', { shop: quote.shop.name })}</Alert>;
    case 'expired':
      return <Alert severity="warning">{t('expired', { shop: quote.shop.name })}</Alert>;
    default:
      return <Alert severity="info">{t('waiting')}</Alert>;
  }
}
