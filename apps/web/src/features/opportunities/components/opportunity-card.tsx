import type { Opportunity } from '@cuvee/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useOpportunityLabels } from './labels.ts';

/** A card's face: title, client, amount, probability, expected date (also the drag overlay). */
export function OpportunityCardFace({
  opportunity: o,
  onEdit,
  lifted,
}: {
  opportunity: Opportunity;
  onEdit?: () => void;
  lifted?: boolean;
}) {
  const { t, euros, date } = useOpportunityLabels();
  return (
    <Card
      variant="outlined"
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 0.5,
        cursor: lifted ? 'grabbing' : 'grab',
        boxShadow: lifted ? 6 : 0,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {o.title}
        </Typography>
        {onEdit && (
          <IconButton
            size="small"
            aria-label={t('edit', { title: o.title })}
            sx={{ mt: -0.5, mr: -0.5 }}
            // The card's own keys start a drag: the button's are its own.
            onKeyDown={(event) => event.stopPropagation()}
            onPointerDown={(event) => event.stopPropagation()}
            onMouseDown={(event) => event.stopPropagation()}
            onTouchStart={(event) => event.stopPropagation()}
            onClick={onEdit}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {o.client.name}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{euros(o.amountCents)}</Typography>
        <Chip size="small" label={t('probability', { value: o.probability })} />
      </Box>
      {o.expectedOn && (
        <Typography
          variant="caption"
          sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <EventOutlined sx={{ fontSize: 16 }} aria-hidden />
          {t('expected', { date: date(o.expectedOn) })}
        </Typography>
      )}
    </Card>
  );
}

/** A card on the board: dragged with the mouse, a finger (after a short press) or the keyboard. */
export function OpportunityCard({
  opportunity,
  onEdit,
  disabled,
}: {
  opportunity: Opportunity;
  onEdit: () => void;
  disabled: boolean;
}) {
  const { t } = useOpportunityLabels();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: opportunity.id,
    data: { stage: opportunity.stage },
    disabled,
    attributes: { roleDescription: t('dnd.role') },
  });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-testid="opportunity-card"
      data-id={opportunity.id}
      sx={{
        listStyle: 'none',
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : 1,
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <OpportunityCardFace opportunity={opportunity} onEdit={onEdit} />
    </Box>
  );
}
