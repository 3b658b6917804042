import type { Opportunity, OpportunityColumn } from '@cuvee/contracts';
import { OPPORTUNITY_STAGE_KEYS, type OpportunityStage } from '@cuvee/domain';
import { describe, expect, it } from 'vitest';
import { type Board, dropTarget, moveCard } from './board-move.ts';

const card = (
  id: string,
  stage: OpportunityStage,
  amountCents: number,
  probability: number,
): Opportunity => ({
  id,
  title: id,
  stage,
  amountCents,
  probability,
  expectedOn: null,
  position: 0,
  notes: null,
  client: { id: 'c', name: 'Cave', kind: 'professional' },
  owner: null,
  closedAt: null,
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
});

function boardOf(cards: Opportunity[]): Board {
  const columns: OpportunityColumn[] = OPPORTUNITY_STAGE_KEYS.map((stage) => {
    const mine = cards.filter((c) => c.stage === stage);
    return {
      stage,
      count: mine.length,
      amountCents: mine.reduce((n, c) => n + c.amountCents, 0),
      weightedCents: Math.round(mine.reduce((n, c) => n + c.amountCents * c.probability, 0) / 100),
      cards: mine,
      truncated: false,
    };
  });
  return { cardLimit: 200, columns };
}
const col = (b: Board, stage: OpportunityStage) => b.columns.find((c) => c.stage === stage)!;

describe('moveCard', () => {
  const board = boardOf([
    card('a', 'new', 100_000, 50),
    card('b', 'new', 20_000, 10),
    card('x', 'negotiation', 50_000, 80),
  ]);

  it('moves a card between columns and moves the totals with it', () => {
    const after = moveCard(board, 'a', 'negotiation', 0);
    expect(col(after, 'new')).toMatchObject({ count: 1, amountCents: 20_000, weightedCents: 2_000 });
    expect(col(after, 'negotiation')).toMatchObject({
      count: 2,
      amountCents: 150_000,
      weightedCents: 90_000,
    });
    expect(col(after, 'negotiation').cards.map((c) => c.id)).toEqual(['a', 'x']);
    expect(col(after, 'negotiation').cards[0]!.stage).toBe('negotiation');
  });

  it('reorders within a column and clamps a position past the end', () => {
    expect(col(moveCard(board, 'a', 'new', 1), 'new').cards.map((c) => c.id)).toEqual(['b', 'a']);
    expect(col(moveCard(board, 'b', 'negotiation', 99), 'negotiation').cards.map((c) => c.id)).toEqual([
      'x',
      'b',
    ]);
  });

  it('leaves a truncated column’s totals to the API', () => {
    const truncated = {
      ...board,
      columns: board.columns.map((c) => (c.stage === 'new' ? { ...c, truncated: true, count: 300 } : c)),
    };
    expect(col(moveCard(truncated, 'a', 'won', 0), 'new').count).toBe(300);
  });
});

describe('dropTarget', () => {
  const board = boardOf([card('a', 'new', 1, 1), card('b', 'new', 1, 1), card('x', 'won', 1, 1)]);
  it('lands before the card it is dropped on, or at the end of a column', () => {
    expect(dropTarget(board, 'a', 'x')).toEqual({ stage: 'won', position: 0 });
    expect(dropTarget(board, 'a', 'won')).toEqual({ stage: 'won', position: 1 });
    expect(dropTarget(board, 'a', 'new')).toEqual({ stage: 'new', position: 1 });
    expect(dropTarget(board, 'a', 'b')).toEqual({ stage: 'new', position: 1 });
    expect(dropTarget(board, 'a', 'nowhere')).toBeNull();
  });
});
