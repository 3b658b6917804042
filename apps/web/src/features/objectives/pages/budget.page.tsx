import { formatEuros, periodLabel, todayInFrance } from '@cuvee/domain';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListSelect } from '../../../components/form/filter-fields.tsx';
import { ListLoadError } from '../../../components/list/index.ts';
import { notify } from '../../../lib/notify.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useSetBudget } from '../api/objectives.mutations.ts';
import { budgetQuery } from '../api/objectives.queries.ts';
import { BudgetCell } from '../components/budget-cell.tsx';
import { FiguresChart } from '../components/figures-chart.tsx';
import { budgetCsv, saveCsv } from '../logic/figures-csv.ts';
import '../objectives.i18n.ts';

/** The months as an axis and a phone's table name them. */
const SHORT_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];
/** A column of its own from 600 px on. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const gapColor = (gap: number | null) =>
  gap == null ? 'text.secondary' : gap >= 0 ? 'success.main' : 'error.main';
const signed = (gap: number | null) => (gap == null ? '—' : `${gap > 0 ? '+' : ''}${formatEuros(gap)}`);

/**
 * /dashboard/analytics/budget (issue 28 part 4, manageBudget): the shop's monthly sales budget
 * HT, typed in place, against the validated orders of each month; the gap, a chart, the CSV.
 */
export function BudgetPage() {
  const { t } = useTranslation('objectives');
  const url = useUrlFilters();
  const thisYear = Number(todayInFrance().slice(0, 4));
  const year = Number(url.params.get('year') ?? thisYear);
  const budget = useQuery(budgetQuery(year));
  const save = useSetBudget();
  const data = budget.data;
  const monthName = (month: string) => periodLabel(month).replace(/ \d{4}$/, '');
  const short = (month: string) => SHORT_MONTHS[Number(month.slice(5, 7)) - 1]!;
  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h1">{t('budget.title')}</Typography>
        <Typography color="text.secondary">{t('budget.subtitle')}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ width: { xs: 140, sm: 180 } }}>
          <ListSelect
            label={t('year')}
            value={String(year)}
            options={[thisYear - 1, thisYear, thisYear + 1].map((y) => ({
              value: String(y),
              label: String(y),
            }))}
            onChange={(y) => url.set('year', y)}
            testId="budget-year"
          />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          startIcon={<Download />}
          disabled={!data}
          onClick={() => data && saveCsv(budgetCsv(data), `Budget-${data.year}.csv`)}
        >
          {t('csv')}
        </Button>
      </Box>
      {(budget.isFetching || save.isPending) && <LinearProgress aria-hidden />}
      {budget.isError && <ListLoadError message={t('loadError')} onRetry={() => void budget.refetch()} />}
      {data && (
        <>
          <Card variant="outlined" sx={{ p: 1.5 }}>
            <FiguresChart
              title={t('budget.chart')}
              testId="budget-chart"
              categories={data.months.map((m) => short(m.month))}
              series={[
                {
                  label: t('budget.budget'),
                  values: data.months.map((m) => m.budgetCents),
                  color: '#c9a66b',
                },
                {
                  label: t('budget.achieved'),
                  values: data.months.map((m) => m.achievedCents),
                  color: '#7b1e3a',
                },
              ]}
            />
          </Card>
          <Card variant="outlined" sx={{ overflowX: 'auto', '& th, & td': { px: { xs: 1, sm: 2 } } }}>
            <Table size="small" aria-label={t('budget.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('budget.month')}</TableCell>
                  <TableCell align="right">{t('budget.budget')}</TableCell>
                  <TableCell align="right">{t('budget.achieved')}</TableCell>
                  <TableCell align="right" sx={wide}>
                    {t('budget.gap')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.months.map((m, i) => (
                  <TableRow key={m.month} data-testid="budget-month">
                    <TableCell sx={{ textTransform: 'capitalize' }}>
                      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                        {monthName(m.month)}
                      </Box>
                      <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                        {short(m.month)}
                      </Box>
                    </TableCell>
                    <TableCell align="right">
                      <BudgetCell
                        cents={m.budgetCents}
                        label={t('budget.edit', { month: periodLabel(m.month) })}
                        onSave={(amountHtCents) =>
                          save.mutate(
                            { year: data.year, month: i + 1, amountHtCents },
                            {
                              onSuccess: () => notify({ message: t('budget.saved'), severity: 'success' }),
                              onError: (e) => notify({ message: e.message, severity: 'error' }),
                            },
                          )
                        }
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatEuros(m.achievedCents)}
                      {/* A phone shows the gap under the achieved: four columns do not fit 390 px. */}
                      <Typography
                        variant="caption"
                        aria-hidden
                        sx={{ display: { xs: 'block', sm: 'none' }, color: gapColor(m.gapCents) }}
                      >
                        {signed(m.gapCents)}
                      </Typography>
                    </TableCell>
                    <TableCell
                      align="right"
                      data-testid="budget-gap"
                      sx={{ color: gapColor(m.gapCents), whiteSpace: 'nowrap', ...wide }}
                    >
                      {signed(m.gapCents)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('budget.total')}</TableCell>
                  <TableCell
                    align="right"
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                    data-testid="budget-total"
                  >
                    {formatEuros(data.totals.budgetCents)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {formatEuros(data.totals.achievedCents)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...wide }}>
                    {signed(data.totals.achievedCents - data.totals.budgetCents)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </Card>
        </>
      )}
    </Box>
  );
}
