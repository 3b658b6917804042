import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListSelect } from '../../../components/form/filter-fields.tsx';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { ListLoadError } from '../../../components/shared/list-state.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { clientListQuery, PAGE_SIZE } from '../api/clients.queries.ts';
import { useClientLabels } from '../components/labels.ts';
import { ProspectCard } from '../components/prospect-row.tsx';
import { type ClientFilters, filtersFromParams, paramsFromFilters } from '../logic/client-filters.ts';

/** /dashboard/clients/prospection: the prospects, their status and next action; converted in one action. */
export function ProspectingPage() {
  const { t, prospectStatusOptions } = useClientLabels();
  const canWrite = useCan('clients.write');
  const [params, setParams] = useSearchParams();
  const filters: ClientFilters = { ...filtersFromParams(params), kind: 'prospect' };
  const query = useQuery(clientListQuery(filters));
  const rows = query.data?.clients ?? [];
  const total = query.data?.total ?? 0;
  const create = canWrite && (
    <Button
      component={RouterLink}
      to="/dashboard/clients/add?pipe=Prospect"
      variant="contained"
      startIcon={<Add />}
    >
      {t('prospecting.create')}
    </Button>
  );
  return (
    <Box sx={{ maxWidth: 1200, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Button component={RouterLink} to="/dashboard/clients" startIcon={<ArrowBack />} size="small">
            {t('form.back')}
          </Button>
          <Typography variant="h1">{t('prospecting.title')}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('prospecting.subtitle')}</Typography>
        </Box>
        {create}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '240px' } }}>
        <ListSelect
          label={t('prospecting.status')}
          allLabel={t('prospecting.allStatuses')}
          value={filters.prospectStatus}
          options={prospectStatusOptions}
          onChange={(status) =>
            setParams(
              paramsFromFilters({
                ...filters,
                kind: undefined,
                page: 0,
                prospectStatus: status as ClientFilters['prospectStatus'],
              }),
              { replace: true },
            )
          }
          testId="prospect-filter-status"
        />
      </Box>
      {query.isError && !query.data ? (
        <ListLoadError message={t('list.loadError')} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Box>
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState
            icon={<TravelExploreOutlined />}
            title={t('prospecting.empty')}
            text={t('prospecting.emptyText')}
            action={create || undefined}
          />
        </Card>
      ) : (
        <>
          <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-hidden />}</Box>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {rows.map((row) => (
              <ProspectCard key={row.id} row={row} canWrite={canWrite} />
            ))}
          </Box>
          <TablePagination
            component="div"
            count={total}
            page={Math.min(filters.page, Math.max(0, Math.ceil(total / PAGE_SIZE) - 1))}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_, page) => setParams(paramsFromFilters({ ...filters, kind: undefined, page }))}
            labelRowsPerPage={t('list.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
          />
        </>
      )}
    </Box>
  );
}
