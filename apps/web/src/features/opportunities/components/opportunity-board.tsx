import type { Opportunity } from '@cuvee/contracts';
import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { type BoardFilters, useMoveOpportunity } from '../api/opportunities.queries.ts';
import { type Board, dropTarget, locate } from '../logic/board-move.ts';
import { BoardColumn } from './board-column.tsx';
import { useOpportunityLabels } from './labels.ts';
import { OpportunityCardFace } from './opportunity-card.tsx';

/**
 * The pipeline: one column per stage, scrolled sideways on a phone. A card is dragged with the
 * mouse, with a finger after a short press (a swipe still scrolls), or with the keyboard (Space,
 * arrows, Space); the board shows the drop at once and puts it back if the API refuses.
 */
export function OpportunityBoard({
  board,
  filters,
  canWrite,
  onEdit,
}: {
  board: Board;
  filters: BoardFilters;
  canWrite: boolean;
  onEdit(opportunity: Opportunity): void;
}) {
  const { t, stage } = useOpportunityLabels();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [active, setActive] = useState<Opportunity | null>(null);
  const move = useMoveOpportunity(filters, () => notify({ message: t('moveFailed'), severity: 'error' }));
  const cards = board.columns.flatMap((c) => c.cards);
  const titleOf = (id: unknown) => cards.find((c) => c.id === id)?.title ?? '';
  const targetName = (id: unknown) =>
    board.columns.some((c) => c.stage === id) ? stage(id as Opportunity['stage']) : titleOf(id);
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('dnd.start', { title: titleOf(a.id) }),
    onDragOver: ({ over }) => (over ? t('dnd.over', { target: targetName(over.id) }) : undefined),
    onDragEnd: ({ active: a }) => t('dnd.end', { title: titleOf(a.id) }),
    onDragCancel: () => t('dnd.cancel'),
  };

  const drop = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    if (!over) return;
    const id = String(a.id);
    const target = dropTarget(board, id, String(over.id));
    const from = locate(board, id);
    if (!target || !from || (from.stage === target.stage && from.index === target.position)) return;
    move.mutate({ id, body: target });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      onDragStart={({ active: a }) => setActive(cards.find((c) => c.id === a.id) ?? null)}
      onDragCancel={() => setActive(null)}
      onDragEnd={drop}
    >
      <Box
        data-testid="opportunity-board"
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'stretch',
          overflowX: 'auto',
          pb: 1,
          scrollSnapType: { xs: 'x proximity', md: 'none' },
        }}
      >
        {board.columns.map((column) => (
          <BoardColumn
            key={column.stage}
            column={column}
            cardLimit={board.cardLimit}
            canWrite={canWrite}
            onEdit={onEdit}
          />
        ))}
      </Box>
      <DragOverlay>{active && <OpportunityCardFace opportunity={active} lifted />}</DragOverlay>
    </DndContext>
  );
}
