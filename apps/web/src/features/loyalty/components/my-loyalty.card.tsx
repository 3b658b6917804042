import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myLoyaltiesQuery, myLoyaltyAtQuery } from '../api/loyalty.queries.ts';
import { LoyaltyLedger, LoyaltySummary } from './loyalty-ledger.tsx';
import '../loyalty.i18n.ts';

const PAGE = 10;

function History({ shopId }: { shopId: string }) {
  const [limit, setLimit] = useState(PAGE);
  const query = useQuery(myLoyaltyAtQuery(shopId, limit));
  if (query.isPending) return <LinearProgress />;
  if (!query.data) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <LoyaltySummary account={query.data.account} />
      <LoyaltyLedger
        entries={query.data.entries}
        total={query.data.total}
        loading={query.isFetching}
        onMore={() => setLimit((n) => Math.min(100, n + PAGE))}
      />
    </Box>
  );
}

/** The buyer's points at each producer, with the history of one at a time (their dashboard). */
export function MyLoyaltyCard() {
  const { t } = useTranslation('loyalty');
  const query = useQuery(myLoyaltiesQuery());
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Card component="section" aria-labelledby="my-loyalty-title" data-testid="my-loyalty">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id="my-loyalty-title" component="h2" variant="h3">
          {t('mineTitle')}
        </Typography>
        {query.isPending && <LinearProgress aria-label={t('mineTitle')} />}
        {query.isError && (
          <Typography color="error" role="alert">
            {t('loadError')}
          </Typography>
        )}
        {query.data?.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('mineEmpty')}
          </Typography>
        )}
        {query.data?.map((shop) => (
          <Box key={shop.shopId} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 120 }}>{shop.shopName}</Typography>
              {shop.tier && <Chip size="small" color="primary" label={shop.tier} />}
              <Typography sx={{ fontWeight: 700 }} data-testid="my-loyalty-balance">
                {t('points', { count: shop.balance })}
              </Typography>
              <Button
                size="small"
                aria-expanded={open === shop.shopId}
                onClick={() => setOpen(open === shop.shopId ? null : shop.shopId)}
              >
                {open === shop.shopId ? t('hideHistory') : t('mineHistory')}
              </Button>
            </Box>
            {open === shop.shopId && <History shopId={shop.shopId} />}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
