import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { useCan } from '../../../lib/use-can.ts';
import { journalQuery, stockLineQuery } from '../api/stock.queries.ts';
import { useStockLabels } from '../components/labels.ts';
import { LevelChip } from '../components/level-chip.tsx';
import { LoadError } from '../components/load-state.tsx';
import { MovementCards, MovementTable } from '../components/movement-views.tsx';
import { PagedList } from '../components/paged-list.tsx';
import { ThresholdForm } from '../components/threshold-form.tsx';
import { useKeysetPages } from '../components/use-keyset-pages.ts';
import { formatEq75, formatHl, formatUnits, lineTitle } from '../logic/measures.ts';

/** /dashboard/stocks/:id: one stock line, its levels, its alert threshold and its movements. */
export function StockLinePage() {
  const { t, lang } = useStockLabels();
  const canWrite = useCan('stock.write');
  const id = useParams().id ?? '';
  const line = useQuery(stockLineQuery(id));
  const { pages, cursor, setPages } = useKeysetPages(id);
  const journal = useQuery(journalQuery({ lineId: id }, cursor));
  const back = (
    <Button
      component={RouterLink}
      to="/dashboard/stocks"
      startIcon={<ArrowBack />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('line.back')}
    </Button>
  );
  if (line.isPending) return <LinearProgress aria-hidden />;
  if (line.isError)
    return (
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
        {back}
        {(line.error as { status?: number }).status === 404 ? (
          <Alert severity="warning">{t('line.notFound')}</Alert>
        ) : (
          <LoadError onRetry={() => void line.refetch()} />
        )}
      </Box>
    );
  const l = line.data;
  const figures = [
    ['physical', formatUnits(l.physical, lang)],
    ['reserved', formatUnits(l.reserved, lang)],
    ['available', formatUnits(l.available, lang)],
    ['eq75', formatEq75(l.eq75, lang)],
    ['hl', formatHl(l.hl, lang)],
  ] as const;
  const movements = journal.data?.movements ?? [];

  return (
    <Box sx={{ maxWidth: 1200, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {back}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography variant="h1">{lineTitle(l, t('common.lotWord'))}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{l.warehouseName}</Typography>
        </Box>
        <LevelChip line={l} />
        {canWrite && (
          <Button
            component={RouterLink}
            to={`/dashboard/stocks/add?line=${l.id}`}
            variant="contained"
            startIcon={<Add />}
          >
            {t('line.record')}
          </Button>
        )}
      </Box>
      <Card sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h3">
          {t('line.levels')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(5, 1fr)' },
          }}
          data-testid="line-levels"
        >
          {figures.map(([key, value]) => (
            <Box key={key} data-testid={`line-${key}`}>
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                {t(`common.${key}`)}
              </Typography>
              <Typography sx={{ fontWeight: 700, fontSize: '1.4rem' }}>{value}</Typography>
            </Box>
          ))}
        </Box>
        <ThresholdForm key={`${l.id}:${l.alertThreshold}`} line={l} disabled={!canWrite} />
      </Card>
      <Typography component="h2" variant="h3">
        {t('line.movements')}
      </Typography>
      <PagedList
        query={journal}
        count={movements.length}
        empty={null}
        cards={<MovementCards movements={movements} loading={journal.isPending} />}
        table={<MovementTable movements={movements} loading={journal.isPending} compact />}
        pages={pages}
        onPages={setPages}
      />
    </Box>
  );
}
