import Add from '@mui/icons-material/Add';
import BookmarkAddedOutlined from '@mui/icons-material/BookmarkAddedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { openPopup } from '../../../components/popup/popup.store.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useReleaseAllocation } from '../api/stock.mutations.ts';
import { allocationsQuery, PAGE_SIZE } from '../api/stock.queries.ts';
import { AllocationDialog } from '../components/allocation-dialog.tsx';
import { KeysetPager } from '../components/keyset-pager.tsx';
import { useStockLabels } from '../components/labels.ts';
import { LoadError } from '../components/load-state.tsx';
import { StockHeader } from '../components/stock-header.tsx';
import { useKeysetPages } from '../components/use-keyset-pages.ts';
import { formatUnits } from '../logic/measures.ts';

const STATUS_COLOR = {
  active: 'success',
  released: 'default',
  consumed: 'info',
  expired: 'warning',
} as const;

/** /dashboard/stocks/allocations: units set aside for a client, an agent or a channel, until a day. */
export function AllocationsPage() {
  const { t, lang } = useStockLabels();
  const canWrite = useCan('stock.allocations.write');
  const { pages, cursor, setPages } = useKeysetPages('allocations');
  const query = useQuery(allocationsQuery(cursor));
  const release = useReleaseAllocation();
  const [creating, setCreating] = useState(false);
  const allocations = query.data?.allocations ?? [];
  const createButton = canWrite && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
      {t('allocations.create')}
    </Button>
  );
  return (
    <Box sx={{ maxWidth: 1100, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <StockHeader
        title={t('allocations.title')}
        subtitle={t('allocations.subtitle')}
        actions={createButton}
      />
      {query.isPending ? (
        <LinearProgress aria-hidden />
      ) : query.isError && !query.data ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : allocations.length === 0 ? (
        <Card>
          <EmptyState
            icon={<BookmarkAddedOutlined />}
            title={t('allocations.empty')}
            text={t('allocations.emptyText')}
            action={createButton}
          />
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {allocations.map((a) => (
            <Card
              key={a.id}
              sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
              data-testid="allocation-row"
            >
              <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {a.label} · {t(`allocations.beneficiaries.${a.beneficiaryKind}`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {a.line.productName} —{' '}
                  {[a.line.formatLabel, a.line.vintage, a.line.lot].filter(Boolean).join(' · ')}
                  {' · '}
                  {a.line.warehouseName}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <Typography sx={{ fontWeight: 700 }}>{formatUnits(a.quantity, lang)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('allocations.expiresOn')}{' '}
                  {new Date(`${a.expiresOn}T12:00:00Z`).toLocaleDateString(lang === 'fr' ? 'fr-FR' : 'en-GB')}
                </Typography>
              </Box>
              <Chip
                size="small"
                color={STATUS_COLOR[a.status]}
                label={t(`allocations.statuses.${a.status}`)}
              />
              {canWrite && a.status === 'active' && (
                <Button
                  size="small"
                  disabled={release.isPending}
                  onClick={async () => {
                    const ok = await openPopup({
                      title: t('allocations.release'),
                      text: t('allocations.releaseConfirm'),
                      size: 'small',
                    });
                    if (ok) release.mutate(a.id);
                  }}
                >
                  {t('allocations.release')}
                </Button>
              )}
            </Card>
          ))}
          <KeysetPager
            pages={pages}
            size={PAGE_SIZE}
            count={allocations.length}
            nextCursor={query.data?.nextCursor}
            onChange={setPages}
          />
        </Box>
      )}
      {creating && <AllocationDialog onClose={() => setCreating(false)} />}
    </Box>
  );
}
