import type { PromoCode } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import Add from '@mui/icons-material/Add';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPopup } from '../../../components/popup/popup.store.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { PROMO_PAGE_SIZE, promoCodesQuery, useDeletePromoCode } from '../api/promotions.queries.ts';
import { PromoCodeDialog } from './promo-code-dialog.tsx';
import '../promotions.i18n.ts';

const day = (iso: string, locale: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString(locale);

function useSummary() {
  const { t } = useTranslation('promotions');
  const locale = useUiLanguage() === 'fr' ? 'fr-FR' : 'en-GB';
  const euros = (c: number) => formatEuros(c, locale);
  return (c: PromoCode) => {
    const b = c.benefit;
    const benefit =
      b.kind === 'percent'
        ? t('benefit.percent', { percent: b.percent.toLocaleString(locale) })
        : b.kind === 'amount'
          ? t('benefit.amount', { amount: euros(b.cents) })
          : t(`benefit.${b.kind}`);
    const rules = [
      c.minAmountHt > 0 ? t('from', { amount: euros(c.minAmountHt) }) : null,
      c.minBottles > 0 ? t('fromBottles', { count: c.minBottles }) : null,
      c.maxUsesPerBuyer ? t('perBuyer', { count: c.maxUsesPerBuyer }) : null,
      c.validFrom && c.validTo
        ? t('validity', { from: day(c.validFrom, locale), to: day(c.validTo, locale) })
        : c.validFrom
          ? t('validFrom', { from: day(c.validFrom, locale) })
          : c.validTo
            ? t('validTo', { to: day(c.validTo, locale) })
            : null,
    ].filter(Boolean);
    const uses = c.maxUses ? t('usesOf', { count: c.used, max: c.maxUses }) : t('uses', { count: c.used });
    return { benefit, rules: rules.join(' · '), uses };
  };
}

function CodeCard({
  code,
  onEdit,
  onRemove,
  canWrite,
}: {
  code: PromoCode;
  onEdit(): void;
  onRemove(): void;
  canWrite: boolean;
}) {
  const { t } = useTranslation('promotions');
  const s = useSummary()(code);
  return (
    <Card variant="outlined" data-testid="promo-code-card">
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h3" variant="h3" sx={{ fontFamily: 'monospace', letterSpacing: '0.04em' }}>
            {code.code}
          </Typography>
          <Chip
            size="small"
            color={code.active ? 'success' : 'default'}
            label={code.active ? t('active') : t('inactive')}
          />
          <Typography sx={{ fontWeight: 700, ml: 'auto' }}>{s.benefit}</Typography>
        </Box>
        {code.label && <Typography variant="body2">{code.label}</Typography>}
        {s.rules && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {s.rules}
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {s.uses}
        </Typography>
      </CardContent>
      {canWrite && (
        <CardActions>
          <Button size="small" onClick={onEdit}>
            {t('edit')}
          </Button>
          <Button size="small" color="error" onClick={onRemove}>
            {t('remove')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** The settings' 'promotions' section: the shop's promo codes, paginated by the server. */
export function PromotionsSettingsSection() {
  const { t } = useTranslation('promotions');
  const canWrite = useCan('promotions.write');
  const [page, setPage] = useState(0);
  const query = useQuery(promoCodesQuery(page));
  const remove = useDeletePromoCode();
  const [editing, setEditing] = useState<PromoCode | 'new' | null>(null);
  const createButton = canWrite && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
      {t('create')}
    </Button>
  );
  const confirmRemove = async (code: PromoCode) => {
    const confirmed = await openPopup({
      title: t('remove'),
      text: t('confirmRemove', { code: code.code }),
      size: 'small',
    });
    if (confirmed) remove.mutate(code.id);
  };
  const codes = query.data?.codes ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Box sx={{ maxWidth: 1100, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography component="h2" variant="h2">
            {t('title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('subtitle')}
          </Typography>
        </Box>
        {codes.length > 0 && createButton}
      </Box>
      {query.isPending ? (
        <LinearProgress aria-label={t('title')} />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      ) : codes.length === 0 ? (
        <Card>
          <EmptyState
            icon={<LocalOfferOutlined />}
            title={t('empty')}
            text={t('emptyText')}
            action={createButton}
          />
        </Card>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {codes.map((code) => (
              <CodeCard
                key={code.id}
                code={code}
                canWrite={canWrite}
                onEdit={() => setEditing(code)}
                onRemove={() => void confirmRemove(code)}
              />
            ))}
          </Box>
          {total > PROMO_PAGE_SIZE && (
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
              <Typography variant="body2">
                {t('page', {
                  from: page * PROMO_PAGE_SIZE + 1,
                  to: Math.min(total, (page + 1) * PROMO_PAGE_SIZE),
                  total,
                })}
              </Typography>
              <Button size="small" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {t('previous')}
              </Button>
              <Button
                size="small"
                disabled={(page + 1) * PROMO_PAGE_SIZE >= total}
                onClick={() => setPage(page + 1)}
              >
                {t('next')}
              </Button>
            </Box>
          )}
        </>
      )}
      {editing && (
        <PromoCodeDialog code={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
