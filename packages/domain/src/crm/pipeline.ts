import { roundCents } from '../money.ts';

/**
 * The pipeline's money (issue 15 item 3): a stage's total and its weighted total, the amount
 * each card may bring (amount × probability). The weighted total sums the exact products and
 * rounds once, so a column of many small cards does not drift by a cent per card.
 */

export type PipelineCard = { readonly amountCents: number; readonly probability: number };

export type StageTotals = {
  readonly count: number;
  readonly amountCents: number;
  /** Σ amount × probability / 100, rounded once (half up) to the cent. */
  readonly weightedCents: number;
};

/** Σ amount × probability (cents × percent): what the database sums before the one rounding. */
export const weightedSumOf = (cards: readonly PipelineCard[]): number =>
  cards.reduce((sum, card) => sum + card.amountCents * card.probability, 0);

/** Cents from a sum of amount × probability: the one rounding, half up. */
export const weightedCentsOf = (amountTimesProbability: number): number =>
  roundCents(amountTimesProbability / 100);

/** Totals from sums already made (the API's aggregate query). */
export function stageTotalsOf(
  count: number,
  amountCents: number,
  amountTimesProbability: number,
): StageTotals {
  return { count, amountCents, weightedCents: weightedCentsOf(amountTimesProbability) };
}

/** Totals of cards in hand (the board's optimistic move recomputes them). */
export const stageTotals = (cards: readonly PipelineCard[]): StageTotals =>
  stageTotalsOf(
    cards.length,
    cards.reduce((sum, card) => sum + card.amountCents, 0),
    weightedSumOf(cards),
  );

/** The stages that close an opportunity (moving there sets its closing date). */
export const CLOSED_OPPORTUNITY_STAGES = ['won', 'lost'] as const;
export const isClosedStage = (stage: string): boolean =>
  (CLOSED_OPPORTUNITY_STAGES as readonly string[]).includes(stage);
