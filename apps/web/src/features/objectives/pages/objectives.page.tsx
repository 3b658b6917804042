import type { ObjectiveRow } from '@cuvee/contracts';
import { periodOf, todayInFrance } from '@cuvee/domain';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSelect } from '../../../components/form/filter-fields.tsx';
import { ListLoadError } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useDeleteObjective } from '../api/objectives.mutations.ts';
import { objectivesBoardQuery } from '../api/objectives.queries.ts';
import { FiguresChart } from '../components/figures-chart.tsx';
import { ObjectiveCard } from '../components/objective-card.tsx';
import { ObjectiveDialog } from '../components/objective-dialog.tsx';
import { PeriodSelect } from '../components/period-select.tsx';
import { objectivesCsv, saveCsv } from '../logic/figures-csv.ts';
import '../objectives.i18n.ts';

/**
 * /dashboard/analytics/objectives (issue 28 part 4): a period's objectives with their progress
 * from the validated orders, a chart of achieved against target HT, filters (period, team), the
 * figures as CSV; whoever holds manageBudget sets and changes them.
 */
export function ObjectivesPage() {
  const { t } = useTranslation('objectives');
  const url = useUrlFilters();
  const period = url.params.get('period') ?? periodOf('quarter', todayInFrance());
  const teamId = url.params.get('team') ?? undefined;
  const board = useQuery(objectivesBoardQuery(period, teamId));
  const canWrite = useCan('objectives.write');
  const remove = useDeleteObjective();
  const [editing, setEditing] = useState<ObjectiveRow | 'new' | null>(null);
  const data = board.data;
  const withAmount = data?.rows.filter((r) => r.targets.amountHtCents != null) ?? [];
  return (
    <Box sx={{ maxWidth: 1280, display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h1">{t('objectives.title')}</Typography>
        <Typography color="text.secondary">{t('objectives.subtitle')}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            flex: '1 1 560px',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fill, minmax(170px, 210px))' },
          }}
        >
          <PeriodSelect
            kindLabel={t('periodKind')}
            label={t('period')}
            value={period}
            onChange={(p) => url.set('period', p)}
          />
          <ListSelect
            label={t('objectives.team')}
            allLabel={t('objectives.allTeams')}
            value={teamId}
            options={(data?.teams ?? []).map((x) => ({ value: x.id, label: x.name }))}
            onChange={(v) => url.set('team', v)}
            testId="team-filter"
          />
        </Box>
        <Button
          startIcon={<Download />}
          disabled={!data || data.rows.length === 0}
          onClick={() => data && saveCsv(objectivesCsv(data), `Objectifs-${data.period}.csv`)}
        >
          {t('csv')}
        </Button>
        {canWrite && (
          <Button variant="contained" startIcon={<Add />} disabled={!data} onClick={() => setEditing('new')}>
            {t('objectives.add')}
          </Button>
        )}
      </Box>
      {board.isFetching && <LinearProgress aria-hidden />}
      {board.isError && <ListLoadError message={t('loadError')} onRetry={() => void board.refetch()} />}
      {data && data.rows.length === 0 && (
        <EmptyState icon={<FlagOutlined />} title={t('objectives.empty')} text={t('objectives.emptyText')} />
      )}
      {withAmount.length > 0 && (
        <Card variant="outlined" sx={{ p: 1.5 }}>
          <FiguresChart
            title={t('objectives.chart')}
            horizontal
            testId="objectives-chart"
            categories={withAmount.map((r) => r.subject.name)}
            series={[
              {
                label: t('objectives.achieved'),
                values: withAmount.map((r) => r.achieved.amountHtCents),
                color: '#7b1e3a',
              },
              {
                label: t('objectives.target'),
                values: withAmount.map((r) => r.targets.amountHtCents),
                color: '#c9a66b',
              },
            ]}
          />
        </Card>
      )}
      {data && data.rows.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1 }} data-testid="objectives-list">
          {data.rows.map((row) => (
            <ObjectiveCard
              key={row.id}
              row={row}
              onEdit={canWrite ? () => setEditing(row) : undefined}
              onDelete={
                canWrite
                  ? () => {
                      if (window.confirm(t('objectives.confirmRemove')))
                        remove.mutate(row.id, {
                          onError: (e) => notify({ message: e.message, severity: 'error' }),
                        });
                    }
                  : undefined
              }
            />
          ))}
        </Box>
      )}
      {editing && data && (
        <ObjectiveDialog
          objective={editing === 'new' ? null : editing}
          period={data.period}
          structure={data}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
