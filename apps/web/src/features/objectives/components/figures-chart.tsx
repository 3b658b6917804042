import { formatEuros } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

/*
 * A bar chart of amounts HT (MUI X Charts, decision 0164): one group of bars per category
 * (a person, a month), one bar per series (achieved, target). Horizontal when the categories
 * are names, so a long name reads on a phone; its figures are in the table beside it too.
 */
export function FiguresChart({
  title,
  categories,
  series,
  horizontal = false,
  testId,
}: {
  title: string;
  categories: readonly string[];
  series: readonly { label: string; values: readonly (number | null)[]; color: string }[];
  horizontal?: boolean;
  testId?: string;
}) {
  const height = horizontal ? Math.max(180, 48 + categories.length * 44) : 300;
  const band = { scaleType: 'band' as const, data: [...categories] };
  const value = {
    valueFormatter: (v: number | null) => (v == null ? '' : formatEuros(v * 100)),
    tickNumber: 4,
  };
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid={testId}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <BarChart
        height={height}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={[horizontal ? { ...value, valueFormatter: (v: number) => compact(v) } : band]}
        yAxis={[
          horizontal
            ? { ...band, width: 110 }
            : { ...value, valueFormatter: (v: number) => compact(v), width: 56 },
        ]}
        series={series.map((s) => ({
          label: s.label,
          color: s.color,
          data: s.values.map((v) => (v == null ? null : v / 100)),
          valueFormatter: (v: number | null) => (v == null ? '—' : formatEuros(Math.round(v * 100))),
        }))}
        margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
      />
    </Box>
  );
}

/** 12 500 → '12,5 k€' on an axis. */
function compact(euros: number): string {
  if (Math.abs(euros) >= 1000)
    return `${(euros / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} k€`;
  return `${euros.toLocaleString('fr-FR')} €`;
}
