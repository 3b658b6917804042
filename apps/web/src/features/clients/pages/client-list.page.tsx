import { CLIENT_KINDS, canVisitRoute, matchRoute } from '@cuvee/domain';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListSelect } from '../../../components/form/filter-fields.tsx';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { ListLoadError } from '../../../components/shared/list-state.tsx';
import { usePageActions } from '../../../components/shared/page-actions.tsx';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { clientAssigneesQuery, clientListQuery, clientTagsQuery, PAGE_SIZE } from '../api/clients.queries.ts';
import { ExportMenu, NewClientMenu } from '../components/client-list.actions.tsx';
import { ClientCards, ClientTable } from '../components/client-list.views.tsx';
import { useClientLabels } from '../components/labels.ts';
import {
  type ClientFilters,
  filtersFromParams,
  isFiltered,
  paramsFromFilters,
} from '../logic/client-filters.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /dashboard/clients: the shop's clients and prospects (an agent's own, without seeAllClient),
 * searched accent-insensitively, filtered and paged on the server; exported as filtered.
 */
export function ClientListPage() {
  const { t, lang, typologyOptions } = useClientLabels();
  const mobile = useIsMobile();
  const canCreate = useCan('clients.write');
  const extraActions = usePageActions();
  // Prospecting needs the shop's CRM integration: the link shows only where the guard lets it open.
  const canProspect = useAuthStore((s) => {
    const route = matchRoute('/dashboard/clients/prospection');
    return route !== undefined && canVisitRoute(route, s.user, s.shop?.integration ?? null);
  });
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [search, setSearch] = useState(filters.q ?? '');
  const query = useQuery(clientListQuery(filters));
  const assignees = useQuery(clientAssigneesQuery()).data ?? [];
  const tags = useQuery(clientTagsQuery()).data ?? [];

  const update = (next: Partial<ClientFilters>) =>
    setParams(paramsFromFilters({ ...filters, page: 0, ...next }), { replace: true });

  // The search box asks the server once typing pauses.
  const latest = useRef(filters);
  latest.current = filters;
  useEffect(() => {
    const typed = search.trim() || undefined;
    if (typed === latest.current.q) return;
    const timer = setTimeout(
      () => setParams(paramsFromFilters({ ...latest.current, page: 0, q: typed }), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search, setParams]);

  const rows = query.data?.clients ?? [];
  const total = query.data?.total ?? 0;
  const createMenu = canCreate ? <NewClientMenu /> : null;

  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography variant="h1">{t('list.title')}</Typography>
          {query.data && (
            <Typography sx={{ color: 'text.secondary' }} data-testid="client-count">
              {t('list.count', { count: total })}
            </Typography>
          )}
        </Box>
        {canProspect && (
          <Button component={RouterLink} to="/dashboard/clients/prospection">
            {t('list.prospecting')}
          </Button>
        )}
        {extraActions}
        <ExportMenu filters={filters} />
        {createMenu}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(240px, 1fr) 170px 190px 170px 190px' },
        }}
      >
        <TextField
          size="small"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('list.search')}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, bgcolor: 'background.paper' }}
          slotProps={{
            htmlInput: { 'aria-label': t('list.searchLabel'), maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        <ListSelect
          label={t('list.kind')}
          allLabel={t('list.allKinds')}
          value={filters.kind}
          options={CLIENT_KINDS.map((k) => ({ value: k.key, label: k[lang] }))}
          onChange={(kind) => update({ kind: kind as ClientFilters['kind'] })}
          testId="client-filter-kind"
        />
        <ListSelect
          label={t('list.typology')}
          allLabel={t('list.allTypologies')}
          value={filters.typology}
          options={typologyOptions}
          onChange={(typology) => update({ typology })}
          testId="client-filter-typology"
        />
        <ListSelect
          label={t('list.tag')}
          allLabel={t('list.allTags')}
          value={filters.tag}
          options={tags.map((tag) => ({ value: tag, label: tag }))}
          onChange={(tag) => update({ tag })}
        />
        <ListSelect
          label={t('list.agent')}
          allLabel={t('list.allAgents')}
          value={filters.agentId}
          options={assignees.map((a) => ({ value: a.id, label: a.name }))}
          onChange={(agentId) => update({ agentId })}
        />
      </Box>

      {query.isError && !query.data ? (
        <ListLoadError message={t('list.loadError')} onRetry={() => void query.refetch()} />
      ) : !query.isPending && rows.length === 0 ? (
        <Card>
          {isFiltered(filters) ? (
            <EmptyState
              icon={<Search />}
              title={t('list.noMatch')}
              text={t('list.noMatchText')}
              action={
                <Button
                  onClick={() => {
                    setSearch('');
                    setParams({}, { replace: true });
                  }}
                >
                  {t('list.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<PeopleOutlined />}
              title={t('list.empty')}
              text={canCreate ? t('list.emptyText') : t('list.ownEmptyText')}
              action={createMenu}
            />
          )}
        </Card>
      ) : (
        <Card
          sx={{
            overflow: 'hidden',
            bgcolor: mobile ? 'transparent' : undefined,
            border: mobile ? 0 : undefined,
          }}
        >
          <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-hidden />}</Box>
          {mobile ? (
            <ClientCards rows={rows} loading={query.isPending} />
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <ClientTable rows={rows} loading={query.isPending} />
            </Box>
          )}
          {total > 0 && (
            <TablePagination
              component="div"
              count={total}
              page={Math.min(filters.page, Math.max(0, Math.ceil(total / PAGE_SIZE) - 1))}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_, page) => setParams(paramsFromFilters({ ...filters, page }))}
              labelRowsPerPage={t('list.rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
            />
          )}
        </Card>
      )}
    </Box>
  );
}
