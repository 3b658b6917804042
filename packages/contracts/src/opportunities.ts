import { OPPORTUNITY_STAGE_KEYS } from '@cuvee/domain';
import { z } from 'zod';
import { SuccessMessage, Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { msg } from './validation/messages.ts';
import { optional } from './validation/optional.ts';
import { requiredStringWith } from './validation/text.fields.ts';

/*
 * The opportunities pipeline (issue 15 item 3, /dashboard/clients/opportunities): sales in the
 * making with a client or prospect, on a board of the stages of OPPORTUNITY_STAGES.
 */

export const OPPORTUNITY_TITLE_MAX_LENGTH = 120;
export const OPPORTUNITY_NOTES_MAX_LENGTH = 5000;
/** 100 million euros: far above any sale, far below what sums of products can hold exactly. */
export const OPPORTUNITY_AMOUNT_MAX_CENTS = 10_000_000_000;
/** The board shows at most this many cards per stage; its totals count them all. */
export const OPPORTUNITY_BOARD_CARD_LIMIT = 200;

export const OpportunityStage = z.enum(OPPORTUNITY_STAGE_KEYS, msg('invalid'));

const whole = (min: number, max: number, code: 'amountCents' | 'probabilityRange') =>
  z.number(msg(code)).int(msg(code)).min(min, msg(code)).max(max, msg(code));

/** What the board's dialog sends to create or replace an opportunity. */
export const OpportunityInput = z.object({
  clientId: Uuid,
  title: requiredStringWith('required').max(
    OPPORTUNITY_TITLE_MAX_LENGTH,
    msg('tooLong', { max: OPPORTUNITY_TITLE_MAX_LENGTH }),
  ),
  stage: OpportunityStage.default('new'),
  /** Expected amount without tax, integer cents. */
  amountCents: whole(0, OPPORTUNITY_AMOUNT_MAX_CENTS, 'amountCents').default(0),
  /** Chance of winning, 0 to 100 %. */
  probability: whole(0, 100, 'probabilityRange').default(20),
  expectedOn: optional(z.iso.date(msg('date'))),
  /** Who follows the opportunity (a member of the shop); the caller when left out. */
  ownerId: optional(Uuid),
  notes: optional(
    z
      .string()
      .trim()
      .max(OPPORTUNITY_NOTES_MAX_LENGTH, msg('tooLong', { max: OPPORTUNITY_NOTES_MAX_LENGTH })),
  ),
});
export type OpportunityInput = z.input<typeof OpportunityInput>;
export type OpportunityValues = z.output<typeof OpportunityInput>;

/** A drag on the board: the column it lands in and its index among the cards the caller sees there. */
export const OpportunityMoveBody = z.object({
  stage: OpportunityStage,
  position: z
    .number(msg('number'))
    .int(msg('number'))
    .min(0, msg('tooSmall', { min: 0 }))
    .max(10_000, msg('tooBig', { max: 10_000 })),
});
export type OpportunityMoveBody = z.input<typeof OpportunityMoveBody>;

const Ref = z.object({ id: z.string(), name: z.string() });

/** One card of the board, as the API answers it. */
export const Opportunity = z.object({
  id: z.string(),
  title: z.string(),
  stage: OpportunityStage,
  amountCents: z.number(),
  probability: z.number(),
  expectedOn: z.string().nullable(),
  position: z.number(),
  notes: z.string().nullable(),
  client: Ref.extend({ kind: z.string() }),
  owner: Ref.nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Opportunity = z.infer<typeof Opportunity>;

export const OpportunityBoardQuery = z.object({
  /** Only the opportunities this member follows. */
  ownerId: Uuid.optional(),
  /** Accent- and case-insensitive, on the title and the client's name, company, e-mail, city. */
  q: z
    .string()
    .trim()
    .max(100, msg('tooLong', { max: 100 }))
    .optional(),
});
export type OpportunityBoardQuery = z.input<typeof OpportunityBoardQuery>;

export const OpportunityColumn = z.object({
  stage: OpportunityStage,
  /** Every opportunity of the stage the caller sees (not only the cards answered). */
  count: z.number(),
  amountCents: z.number(),
  /** Σ amount × probability, rounded once (packages/domain stageTotals). */
  weightedCents: z.number(),
  /** Ordered by position, at most cardLimit. */
  cards: z.array(Opportunity),
  /** True when the stage holds more cards than the board shows. */
  truncated: z.boolean(),
});
export type OpportunityColumn = z.infer<typeof OpportunityColumn>;

export const OpportunityBoardResponse = z.object({
  success: z.literal(true),
  cardLimit: z.number(),
  /** Every stage of OPPORTUNITY_STAGES, in the board's order, empty ones included. */
  columns: z.array(OpportunityColumn),
});
export type OpportunityBoardResponse = z.infer<typeof OpportunityBoardResponse>;

export const OpportunityResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  opportunity: Opportunity,
});

const IdParams = z.object({ id: Uuid });
const tags = ['opportunities'];

export const opportunitiesRoutes = {
  board: defineRoute({
    method: 'GET',
    path: '/v1/opportunities',
    access: 'opportunities.read',
    summary:
      'The pipeline board: per stage its cards (at most 200, by position), count, total and weighted total; without seeAllClient, the opportunities of the caller’s clients or their own',
    tags,
    query: OpportunityBoardQuery,
    response: OpportunityBoardResponse,
    errors: [400, 401, 403],
    shop: 'header',
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/opportunities',
    access: 'opportunities.write',
    summary: 'Create an opportunity with a client the caller sees (at the end of its stage)',
    tags,
    body: OpportunityInput,
    response: OpportunityResponse,
    errors: [400, 401, 403, 422],
    shop: 'header',
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v1/opportunities/:id',
    access: 'opportunities.write',
    summary: 'Replace an opportunity’s fields (a new stage puts it at the end of that stage)',
    tags,
    params: IdParams,
    body: OpportunityInput,
    response: OpportunityResponse,
    errors: [400, 401, 403, 404, 409, 422],
    shop: 'header',
  }),
  move: defineRoute({
    method: 'POST',
    path: '/v1/opportunities/:id/move',
    access: 'opportunities.write',
    summary:
      'Drag on the board: put the opportunity in a stage at a position; won and lost close it; the client’s timeline records a change of stage',
    tags,
    params: IdParams,
    body: OpportunityMoveBody,
    response: OpportunityResponse,
    errors: [400, 401, 403, 404, 409],
    shop: 'header',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v1/opportunities/:id',
    access: 'opportunities.write',
    summary: 'Delete an opportunity',
    tags,
    params: IdParams,
    response: SuccessMessage,
    errors: [400, 401, 403, 404],
    shop: 'header',
  }),
};
