import type { ObjectiveRow } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from './progress-bar.tsx';
import '../objectives.i18n.ts';

const num = (n: number | null) => (n == null ? null : n.toLocaleString('fr-FR'));

/** One objective: who, and each target's progress from the validated orders. */
export function ObjectiveCard({
  row,
  onEdit,
  onDelete,
}: {
  row: ObjectiveRow;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  const { t } = useTranslation('objectives');
  const { targets, achieved, progress, subject } = row;
  return (
    <Card variant="outlined" data-testid="objective-row" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }} noWrap>
          {subject.name}
        </Typography>
        <Chip
          size="small"
          color={subject.kind === 'team' ? 'secondary' : 'default'}
          label={
            subject.kind === 'team' ? t('objectives.teamTag') : t(`relation.${subject.relation ?? 'agent'}`)
          }
        />
        {onEdit && (
          <IconButton size="small" aria-label={t('objectives.edit', { name: subject.name })} onClick={onEdit}>
            <EditOutlined fontSize="small" />
          </IconButton>
        )}
        {onDelete && (
          <IconButton
            size="small"
            aria-label={t('objectives.remove', { name: subject.name })}
            onClick={onDelete}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <ProgressBar
          label={t('objectives.amount').replace(' (€)', '')}
          achieved={formatEuros(achieved.amountHtCents)}
          target={targets.amountHtCents == null ? null : formatEuros(targets.amountHtCents)}
          progressBp={progress.amountHtCents}
        />
        <ProgressBar
          label={t('objectives.bottles')}
          achieved={num(achieved.bottles)!}
          target={num(targets.bottles)}
          progressBp={progress.bottles}
        />
        <ProgressBar
          label={t('objectives.newClients')}
          achieved={num(achieved.newClients)!}
          target={num(targets.newClients)}
          progressBp={progress.newClients}
        />
      </Box>
    </Card>
  );
}
