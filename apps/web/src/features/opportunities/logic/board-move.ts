import type { Opportunity, OpportunityBoardResponse, OpportunityColumn } from '@cuvee/contracts';
import type { OpportunityStage } from '@cuvee/domain';
import { stageTotals } from '@cuvee/domain';

/*
 * A drag on the board, applied to the board in hand before the API answers (the optimistic
 * update): the same rule as the API's move — the card lands before the card at `position` in
 * the target column, or at its end — and each column's totals follow its cards.
 */

export type Board = Pick<OpportunityBoardResponse, 'cardLimit' | 'columns'>;

/** The column and index of a card, or null. */
export function locate(board: Board, id: string): { stage: OpportunityStage; index: number } | null {
  for (const column of board.columns) {
    const index = column.cards.findIndex((card) => card.id === id);
    if (index >= 0) return { stage: column.stage, index };
  }
  return null;
}

// A truncated column's totals count cards the board does not hold: they wait for the API's.
const withCards = (column: OpportunityColumn, cards: Opportunity[]): OpportunityColumn =>
  column.truncated ? { ...column, cards } : { ...column, ...stageTotals(cards), cards };

/** The board once `id` is put in `stage` at `position` (the index it gets there). */
export function moveCard(board: Board, id: string, stage: OpportunityStage, position: number): Board {
  const from = locate(board, id);
  if (!from) return board;
  const card = board.columns.find((c) => c.stage === from.stage)!.cards[from.index]!;
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.stage !== from.stage && column.stage !== stage) return column;
      const cards = column.cards.filter((c) => c.id !== id);
      if (column.stage === stage) {
        const at = Math.max(0, Math.min(position, cards.length));
        cards.splice(at, 0, { ...card, stage });
      }
      return withCards(column, cards);
    }),
  };
}

/** Where a drop lands: over a card, before it (its index); over a column, at its end. */
export function dropTarget(
  board: Board,
  activeId: string,
  overId: string,
): { stage: OpportunityStage; position: number } | null {
  const column = board.columns.find((c) => c.stage === overId);
  if (column) return { stage: column.stage, position: column.cards.filter((c) => c.id !== activeId).length };
  const over = locate(board, overId);
  if (!over) return null;
  // Within its column too: the card takes the index of the one it is dropped on.
  return { stage: over.stage, position: over.index };
}
