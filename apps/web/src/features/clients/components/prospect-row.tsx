import type { ClientListRow } from '@cuvee/contracts';
import type { ProspectStatus } from '@cuvee/domain';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useConvertClient, useSetProspectStatus } from '../api/clients.mutations.ts';
import { useClientLabels } from './labels.ts';

/** A prospect: its status changed in place, its next action, and the one-click conversion. */
export function ProspectCard({ row, canWrite }: { row: ClientListRow; canWrite: boolean }) {
  const { t, lang, prospectStatusOptions } = useClientLabels();
  const setStatus = useSetProspectStatus();
  const convert = useConvertClient();
  const next = [row.nextAction, row.nextActionOn && formatDate(row.nextActionOn, lang)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card
      component="li"
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(200px, 2fr) 200px minmax(160px, 2fr) auto' },
      }}
      data-testid="prospect-row"
    >
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/dashboard/clients/${row.id}`}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {row.displayName}
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
          {[row.city, row.email, row.agent?.name].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <TextField
        select
        size="small"
        label={t('prospecting.status')}
        value={row.prospectStatus ?? ''}
        disabled={!canWrite || setStatus.isPending}
        onChange={(event) => setStatus.mutate({ id: row.id, status: event.target.value as ProspectStatus })}
      >
        {prospectStatusOptions.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('prospecting.nextAction')}
        </Typography>
        <Typography variant="body2">{next || '–'}</Typography>
      </Box>
      {canWrite && (
        <Button
          variant="outlined"
          startIcon={<HowToRegOutlined />}
          disabled={convert.isPending}
          onClick={() => convert.mutate(row.id)}
        >
          {t('prospecting.convert')}
        </Button>
      )}
    </Card>
  );
}
