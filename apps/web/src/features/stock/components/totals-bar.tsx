import type { StockTotals } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { totalFigures } from '../logic/measures.ts';
import { useStockLabels } from './labels.ts';

/** The totals of every line the filters select (not of the page only): units, eq75, hl. */
export function TotalsBar({ totals }: { totals: StockTotals }) {
  const { t, lang } = useStockLabels();
  return (
    <Card
      component="section"
      aria-label={t('list.totals')}
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
      }}
      data-testid="stock-totals"
    >
      {totalFigures(totals, lang).map((figure) => (
        <Box key={figure.key} data-testid={`total-${figure.key}`}>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {t(`list.totalsLabel.${figure.key}`)}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{figure.value}</Typography>
        </Box>
      ))}
    </Card>
  );
}
