import Add from '@mui/icons-material/Add';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateRangeFilters } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { crdAccountQuery } from '../api/stock.queries.ts';
import { CrdDialog } from '../components/crd-dialog.tsx';
import { useStockLabels } from '../components/labels.ts';
import { LoadError } from '../components/load-state.tsx';
import { StockHeader } from '../components/stock-header.tsx';
import { monthOf } from '../logic/crd-form.ts';
import { formatUnits } from '../logic/measures.ts';

const FIGURES = ['opening', 'entries', 'uses', 'destructions', 'closing'] as const;

/**
 * /dashboard/stocks/crdColors: the CRD capsule account of a period per colour, fiscal category
 * and volume (opening, entries, uses, destructions, closing), and a CRD movement to record.
 */
export function CrdPage() {
  const { t, lang, crdColour, fiscalCategory } = useStockLabels();
  const canWrite = useCan('stock.crd.write');
  const [period, setPeriod] = useState(() => monthOf(new Date()));
  const [recording, setRecording] = useState(false);
  const valid = period.from !== '' && period.to !== '' && period.from <= period.to;
  const query = useQuery({ ...crdAccountQuery(period.from, period.to), enabled: valid });
  const accounts = query.data?.accounts ?? [];
  const recordButton = canWrite && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setRecording(true)}>
      {t('crd.record')}
    </Button>
  );
  const num = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
  return (
    <Box sx={{ maxWidth: 1200, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <StockHeader title={t('crd.title')} subtitle={t('crd.subtitle')} actions={recordButton} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <DateRangeFilters
          from={period.from}
          to={period.to}
          fromLabel={t('crd.from')}
          toLabel={t('crd.to')}
          onChange={(key, value) => setPeriod((p) => ({ ...p, [key]: value ?? '' }))}
        />
      </Box>
      {query.isPending && valid ? (
        <LinearProgress aria-hidden />
      ) : query.isError && !query.data ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : accounts.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Inventory2Outlined />}
            title={t('crd.empty')}
            text={t('crd.emptyText')}
            action={recordButton}
          />
        </Card>
      ) : (
        <Card sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 760 }} data-testid="crd-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('crd.colour')}</TableCell>
                <TableCell>{t('crd.category')}</TableCell>
                <TableCell sx={num}>{t('crd.volume')}</TableCell>
                {FIGURES.map((f) => (
                  <TableCell key={f} sx={num}>
                    {t(`crd.${f}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {accounts.map((a) => (
                <TableRow key={a.stock.id} data-testid="crd-row">
                  <TableCell sx={{ fontWeight: 600 }}>{crdColour(a.stock.colour)}</TableCell>
                  <TableCell>{fiscalCategory(a.stock.fiscalCategory)}</TableCell>
                  <TableCell sx={num}>{formatUnits(a.stock.volumeMl, lang)}</TableCell>
                  {FIGURES.map((f) => (
                    <TableCell key={f} sx={{ ...num, fontWeight: f === 'closing' ? 700 : 400 }}>
                      {formatUnits(a[f], lang)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {recording && <CrdDialog onClose={() => setRecording(false)} />}
    </Box>
  );
}
