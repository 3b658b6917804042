import { formatEuros, periodOf, todayInFrance } from '@cuvee/domain';
import Download from '@mui/icons-material/Download';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { agentsAnalyticsQuery } from '../api/objectives.queries.ts';
import { FiguresChart } from '../components/figures-chart.tsx';
import { PeriodSelect } from '../components/period-select.tsx';
import { agentsCsv, saveCsv } from '../logic/figures-csv.ts';
import '../objectives.i18n.ts';

/**
 * /dashboard/agents/analytics (issue 28 part 4; accessAgent and accessAnalytics): each agent's
 * sales HT, orders, new clients and commission over a quarter or a year, a chart, the CSV.
 */
export function AgentsAnalyticsPage() {
  const { t } = useTranslation('objectives');
  const url = useUrlFilters();
  const period = url.params.get('period') ?? periodOf('quarter', todayInFrance());
  const figures = useQuery(agentsAnalyticsQuery(period));
  const data = figures.data;
  return (
    <Box sx={{ maxWidth: 1280, display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h1">{t('agents.title')}</Typography>
        <Typography color="text.secondary">{t('agents.subtitle')}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            flex: '1 1 400px',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fill, minmax(170px, 210px))' },
          }}
        >
          <PeriodSelect
            kindLabel={t('periodKind')}
            label={t('period')}
            kinds={['quarter', 'year']}
            value={period}
            onChange={(p) => url.set('period', p)}
          />
        </Box>
        <Button
          startIcon={<Download />}
          disabled={!data || data.rows.length === 0}
          onClick={() => data && saveCsv(agentsCsv(data), `Agents-${data.period}.csv`)}
        >
          {t('csv')}
        </Button>
      </Box>
      {figures.isFetching && <LinearProgress aria-hidden />}
      {figures.isError && <ListLoadError message={t('loadError')} onRetry={() => void figures.refetch()} />}
      {data && data.rows.length === 0 && (
        <EmptyState icon={<GroupsOutlined />} title={t('agents.empty')} text={t('agents.emptyText')} />
      )}
      {data && data.rows.length > 0 && (
        <>
          <Card variant="outlined" sx={{ p: 1.5 }}>
            <FiguresChart
              title={t('agents.chart')}
              horizontal
              testId="agents-chart"
              categories={data.rows.map((r) => r.agent.name)}
              series={[
                { label: t('agents.sales'), values: data.rows.map((r) => r.amountHtCents), color: '#7b1e3a' },
                {
                  label: t('agents.commission'),
                  values: data.rows.map((r) => r.commissionCents),
                  color: '#c9a66b',
                },
              ]}
            />
          </Card>
          <Card variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('agents.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('agents.agent')}</TableCell>
                  <TableCell align="right">{t('agents.sales')}</TableCell>
                  <TableCell align="right">{t('agents.orders')}</TableCell>
                  <TableCell align="right">{t('agents.newClients')}</TableCell>
                  <TableCell align="right">{t('agents.commission')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((r) => (
                  <TableRow key={r.agent.id} data-testid="agent-figures">
                    <TableCell>{r.agent.name}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatEuros(r.amountHtCents)}
                    </TableCell>
                    <TableCell align="right">{r.orders}</TableCell>
                    <TableCell align="right">{r.newClients}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatEuros(r.commissionCents)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        </>
      )}
    </Box>
  );
}
