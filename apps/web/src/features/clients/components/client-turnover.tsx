import type { Client } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain/money';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { formatDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/use-can.ts';
import { clientTurnoverQuery } from '../api/clients.queries.ts';
import { Block } from './client-detail.blocks.tsx';
import { useClientLabels } from './labels.ts';

/**
 * The client's invoiced turnover (issue 24): this fiscal year and all time, each amount HT and
 * TTC, the client typology's own first (§6). Shown to who reads invoices (seeAllOrder) only:
 * the others are not asked a refused call (spec §8).
 */
export function TurnoverBlock({ client }: { client: Client }) {
  const mayRead = useCan('invoices.read');
  if (!mayRead) return null;
  return <Turnover client={client} />;
}

function Turnover({ client }: { client: Client }) {
  const { t, lang } = useClientLabels();
  const query = useQuery(clientTurnoverQuery(client.id));
  const typologyTtc = useAuthStore((s) => s.shop?.typologies?.[client.typology]?.ttc);
  const ttcFirst = typologyTtc ?? client.kind === 'individual';
  const money = (cents: number) => formatEuros(cents, lang === 'fr' ? 'fr-FR' : 'en-GB');
  const amounts = (sum: { ht: number; ttc: number }) => {
    const ht = `${money(sum.ht)} ${t('show.ht')}`;
    const ttc = `${money(sum.ttc)} ${t('show.ttc')}`;
    const [first, second] = ttcFirst ? [ttc, ht] : [ht, ttc];
    return (
      <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{first}</Typography>
        <Typography variant="caption" color="text.secondary">
          {second}
        </Typography>
      </Box>
    );
  };
  const row = (label: string, sum: { ht: number; ttc: number }, testId: string) => (
    <Box
      data-testid={testId}
      sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {amounts(sum)}
    </Box>
  );
  return (
    <Block title={t('show.turnover')} testId="client-turnover">
      {query.isPending ? (
        <Skeleton height={56} />
      ) : query.isError || !query.data ? (
        <Typography variant="body2" color="text.secondary">
          {t('show.loadError')}
        </Typography>
      ) : (
        <>
          {row(
            t('show.turnoverYear', { date: formatDate(query.data.fiscalYear.from, lang) }),
            query.data.fiscalYear,
            'turnover-year',
          )}
          {row(t('show.turnoverAll'), query.data.allTime, 'turnover-all')}
          <Typography variant="body2" color="text.secondary">
            {query.data.invoices > 0 && query.data.lastInvoiceOn
              ? t('show.turnoverInvoices', {
                  count: query.data.invoices,
                  date: formatDate(query.data.lastInvoiceOn, lang),
                })
              : t('show.turnoverNone')}
          </Typography>
        </>
      )}
    </Block>
  );
}
