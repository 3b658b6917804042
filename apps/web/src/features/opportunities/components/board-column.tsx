import type { Opportunity, OpportunityColumn } from '@cuvee/contracts';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useOpportunityLabels } from './labels.ts';
import { OpportunityCard } from './opportunity-card.tsx';

export const COLUMN_WIDTH = 280;

/** One stage of the board: its totals, then its cards, a drop zone even when empty. */
export function BoardColumn({
  column,
  cardLimit,
  canWrite,
  onEdit,
}: {
  column: OpportunityColumn;
  cardLimit: number;
  canWrite: boolean;
  onEdit(opportunity: Opportunity): void;
}) {
  const { t, euros, stage } = useOpportunityLabels();
  const { setNodeRef, isOver } = useDroppable({ id: column.stage, data: { stage: column.stage } });
  const headingId = `opportunity-stage-${column.stage}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-testid={`stage-${column.stage}`}
      variant="outlined"
      sx={{
        width: COLUMN_WIDTH,
        flex: `0 0 ${COLUMN_WIDTH}px`,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.hover' : 'grey.50',
        scrollSnapAlign: 'start',
      }}
    >
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={headingId} component="h2" variant="h4" sx={{ fontWeight: 600 }}>
            {stage(column.stage)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('count', { count: column.count })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
          <Typography variant="body2" data-testid="stage-total">
            {t('total')} <strong>{euros(column.amountCents)}</strong>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="stage-weighted">
            {t('weighted')} {euros(column.weightedCents)}
          </Typography>
        </Box>
      </Box>
      <SortableContext
        id={column.stage}
        items={column.cards.map((c) => c.id)}
        strategy={verticalListSortingStrategy}
      >
        <Box
          component="ul"
          ref={setNodeRef}
          aria-labelledby={headingId}
          sx={{ m: 0, p: 1, display: 'grid', gap: 1, alignContent: 'start', minHeight: 120, flex: 1 }}
        >
          {column.cards.map((card) => (
            <OpportunityCard
              key={card.id}
              opportunity={card}
              disabled={!canWrite}
              onEdit={() => onEdit(card)}
            />
          ))}
          {column.cards.length === 0 && (
            <Typography
              component="li"
              variant="body2"
              sx={{
                listStyle: 'none',
                color: 'text.secondary',
                textAlign: 'center',
                border: '1px dashed',
                borderColor: 'divider',
                borderRadius: 1,
                py: 3,
              }}
            >
              {t('emptyColumn')}
            </Typography>
          )}
        </Box>
      </SortableContext>
      {column.truncated && (
        <Typography variant="caption" sx={{ px: 1.5, pb: 1, color: 'text.secondary' }}>
          {t('truncated', { limit: cardLimit })}
        </Typography>
      )}
    </Paper>
  );
}
