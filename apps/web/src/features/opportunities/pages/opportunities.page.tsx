import type { Opportunity } from '@cuvee/contracts';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useCurrentUser } from '../../../lib/auth.store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { type BoardFilters, boardQuery } from '../api/opportunities.queries.ts';
import { useOpportunityLabels } from '../components/labels.ts';
import { OpportunityBoard } from '../components/opportunity-board.tsx';
import { OpportunityDialog } from '../components/opportunity-dialog.tsx';

/** /dashboard/clients/opportunities: the pipeline board (issue 15 item 3). */
export function OpportunitiesPage() {
  const { t } = useOpportunityLabels();
  const user = useCurrentUser();
  const canWrite = useCan('opportunities.write');
  const [typed, setTyped] = useState('');
  const [mine, setMine] = useState(false);
  const q = useDeferredValue(typed.trim());
  const filters: BoardFilters = { q: q || undefined, ownerId: mine ? user?.id : undefined };
  const query = useQuery(boardQuery(filters));
  const [editing, setEditing] = useState<Opportunity | 'new' | null>(null);
  const board = query.data;
  const empty = board && !filters.q && !filters.ownerId && board.columns.every((c) => c.count === 0);
  const createButton = canWrite && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
      {t('create')}
    </Button>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography component="h1" variant="h1">
            {t('title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('subtitle')}
          </Typography>
        </Box>
        {createButton}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('search')}
          sx={{ flex: '1 1 240px', maxWidth: 420 }}
          slotProps={{
            htmlInput: { 'aria-label': t('search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mine ? 'mine' : 'all'}
          onChange={(_, next) => next && setMine(next === 'mine')}
          aria-label={t('owner.label')}
        >
          <ToggleButton value="all">{t('owner.all')}</ToggleButton>
          <ToggleButton value="mine">{t('owner.mine')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {query.isPending ? (
        <LinearProgress aria-label={t('title')} />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      ) : empty ? (
        <Card>
          <EmptyState
            icon={<TrendingUpOutlined />}
            title={t('empty')}
            text={t('emptyText')}
            action={createButton}
          />
        </Card>
      ) : (
        <>
          <Box sx={{ height: 2, mt: -1 }} aria-hidden>
            {query.isFetching && <LinearProgress sx={{ height: 2 }} />}
          </Box>
          <OpportunityBoard board={board!} filters={filters} canWrite={canWrite} onEdit={setEditing} />
        </>
      )}
      {editing && (
        <OpportunityDialog
          opportunity={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
