import type { LoyaltyAccount, LoyaltyEntry } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import '../loyalty.i18n.ts';

/** The points at a glance: available, earned, spent, and the tier with the way to the next. */
export function LoyaltySummary({ account }: { account: LoyaltyAccount }) {
  const { t } = useTranslation('loyalty');
  const progress = account.nextTier
    ? Math.min(100, Math.round((account.earned * 100) / Math.max(1, account.nextTier.threshold)))
    : 100;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Figure label={t('balance')} value={account.balance} testId="loyalty-balance" strong />
        <Figure label={t('earned')} value={account.earned} />
        <Figure label={t('spent')} value={account.spent} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('tier')}
        </Typography>
        <Chip
          size="small"
          color={account.tier ? 'primary' : 'default'}
          label={account.tier?.name ?? t('noTier')}
          data-testid="loyalty-tier"
        />
        {account.tier?.advantages && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {account.tier.advantages}
          </Typography>
        )}
      </Box>
      {account.nextTier && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <LinearProgress variant="determinate" value={progress} aria-label={t('tier')} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('toNext', { count: account.toNext, tier: account.nextTier.name })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

function Figure({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: number;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'h3' : 'body1'}
        component="p"
        data-testid={testId}
        sx={{ fontWeight: 600 }}
      >
        {value.toLocaleString('fr-FR')}
      </Typography>
    </Box>
  );
}

/** The ledger, newest first: each credit and debit with its cause, its author and reason. */
export function LoyaltyLedger({
  entries,
  total,
  onMore,
  loading,
}: {
  entries: readonly LoyaltyEntry[];
  total: number;
  onMore(): void;
  loading: boolean;
}) {
  const { t } = useTranslation('loyalty');
  const language = useUiLanguage();
  if (entries.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="loyalty-ledger-empty">
        {t('empty')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none' }}
        aria-label={t('history')}
        data-testid="loyalty-ledger"
      >
        {entries.map((e) => (
          <Box
            component="li"
            key={e.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr auto',
              gap: 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {e.label}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                {[
                  formatDate(e.at, language),
                  t(`causes.${e.cause}`),
                  e.author ? t('by', { name: e.author }) : null,
                  e.expiresOn ? t('expires', { date: formatDate(e.expiresOn, language) }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {e.reason && (
                <Typography variant="caption" sx={{ display: 'block', fontStyle: 'italic' }}>
                  {e.reason}
                </Typography>
              )}
            </Box>
            <Typography
              sx={{
                fontWeight: 700,
                color: e.points >= 0 ? 'success.main' : 'error.main',
                whiteSpace: 'nowrap',
              }}
              data-testid="loyalty-entry-points"
            >
              {e.points > 0 ? `+${e.points}` : e.points}
            </Typography>
          </Box>
        ))}
      </Box>
      {entries.length < total && (
        <Button size="small" onClick={onMore} disabled={loading} sx={{ justifySelf: 'start' }}>
          {t('more')}
        </Button>
      )}
    </Box>
  );
}
