import { COMMISSION_BASES, isQuarter } from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { msg } from './validation/messages.ts';

/*
 * A commercial agent's commissions (issue 28, decisions 0147–0151): the contract's dated rates,
 * the quarterly statements with every element of their calculation, the owner's board and the
 * agent's own statements. Amounts in cents; rates in basis points (1000 = 10 %).
 */

const day = z.iso.date(msg('date'));
export const Quarter = z
  .string(msg('required'))
  .refine(isQuarter, 'Le trimestre est au format AAAA-T1 à AAAA-T4 (par exemple 2026-T3)');

export const CommissionRuleInput = z.strictObject({
  validFrom: day,
  basis: z.enum(COMMISSION_BASES, 'Choisissez la base du contrat : factures payées ou commandes validées'),
  rateBp: z
    .number(msg('number'))
    .int('Le taux est en points de base entiers (1000 = 10 %)')
    .min(0, 'Le taux ne peut pas être négatif')
    .max(10_000, 'Le taux ne peut pas dépasser 100 %'),
  typology: z.string().trim().min(1).max(60).nullish(),
  family: z.string().trim().min(1).max(40).nullish(),
});
export type CommissionRuleInput = z.input<typeof CommissionRuleInput>;

export const CommissionRule = z.object({
  id: z.string(),
  validFrom: z.string(),
  basis: z.enum(COMMISSION_BASES),
  rateBp: z.number().int(),
  typology: z.string().nullable(),
  family: z.string().nullable(),
  createdAt: z.string(),
});
export type CommissionRule = z.infer<typeof CommissionRule>;

const AgentRef = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const CommissionElement = z.object({
  sourceId: z.string(),
  kind: z.enum(['invoice', 'credit']),
  number: z.string(),
  clientName: z.string(),
  typology: z.string().nullable(),
  earnedOn: z.string(),
  carriedOver: z.boolean(),
  htCents: z.number().int(),
  parts: z.array(
    z.object({ family: z.string(), htCents: z.number().int(), rateBp: z.number().int(), ruleId: z.string() }),
  ),
});

export const STATEMENT_STATUSES = ['preview', 'due', 'late', 'paid'] as const;
export const CommissionStatement = z.object({
  /** null for a quarter not drawn up yet (its figures as of today). */
  id: z.string().nullable(),
  agent: AgentRef,
  quarter: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  dueOn: z.string(),
  basis: z.enum(COMMISSION_BASES).nullable(),
  baseCents: z.number().int(),
  commissionCents: z.number().int(),
  byRate: z.array(z.object({ rateBp: z.number().int(), baseCents: z.number().int() })),
  elements: z.array(CommissionElement),
  status: z.enum(STATEMENT_STATUSES),
  paidAt: z.string().nullable(),
  paidReference: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type CommissionStatement = z.infer<typeof CommissionStatement>;

/** One agent's line of the board for a quarter. */
export const CommissionBoardRow = z.object({
  agent: AgentRef,
  /** The general rate in force at the quarter's end, and the contract's basis. */
  rateBp: z.number().int().nullable(),
  basis: z.enum(COMMISSION_BASES).nullable(),
  statementId: z.string().nullable(),
  status: z.enum(STATEMENT_STATUSES),
  baseCents: z.number().int(),
  commissionCents: z.number().int(),
  elements: z.number().int(),
  dueOn: z.string(),
  paidAt: z.string().nullable(),
});
export type CommissionBoardRow = z.infer<typeof CommissionBoardRow>;

export const CommissionBoardQuery = z.object({ quarter: Quarter.optional() });
export const CommissionBoardResponse = z.object({
  success: z.literal(true),
  quarter: z.string(),
  dueOn: z.string(),
  /** The quarter has ended: its statements may be drawn up. */
  ended: z.boolean(),
  rows: z.array(CommissionBoardRow),
  totals: z.object({
    dueCents: z.number().int(),
    paidCents: z.number().int(),
    previewCents: z.number().int(),
  }),
  /** The quarters with a statement, newest first, and the current one. */
  quarters: z.array(z.string()),
});
export type CommissionBoardResponse = z.infer<typeof CommissionBoardResponse>;

export const CommissionExportQuery = z.object({
  quarter: Quarter.optional(),
  format: z.enum(['csv', 'xlsx'], 'Le format est csv ou xlsx').default('csv'),
});
export const StatementFileQuery = z.object({ format: z.enum(['csv', 'pdf'], 'Le format est csv ou pdf') });
const FileAnswer = z.string().describe('The file itself (text/csv, application/pdf or XLSX)');

export const DrawUpStatementBody = z.strictObject({ agentId: Uuid, quarter: Quarter });
export const PayStatementBody = z.strictObject({ reference: z.string().trim().max(120).optional() });
export const AgentQuarterQuery = z.object({ quarter: Quarter.optional() });

const RulesResponse = z.object({ success: z.literal(true), agent: AgentRef, rules: z.array(CommissionRule) });
const RuleResponse = z.object({ success: z.literal(true), message: z.string(), rule: CommissionRule });
const StatementResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  statement: CommissionStatement,
});
const StatementsResponse = z.object({ success: z.literal(true), statements: z.array(CommissionStatement) });
const AgentParams = z.object({ agentId: Uuid });
const IdParams = z.object({ id: Uuid });
const common = { tags: ['commissions'], shop: 'header' } as const;

export const commissionsRoutes = {
  board: defineRoute({
    ...common,
    method: 'GET',
    path: '/v1/commissions/board',
    access: 'commissions.read',
    summary: "Every agent's commission for a quarter: drawn up (due, late, paid) or as of today",
    query: CommissionBoardQuery,
    response: CommissionBoardResponse,
    errors: [400, 401, 403],
  }),
  export: defineRoute({
    ...common,
    method: 'GET',
    path: '/v1/commissions/board/file',
    access: 'commissions.read',
    summary: "The board's figures as a spreadsheet (CSV or XLSX)",
    query: CommissionExportQuery,
    response: FileAnswer,
    errors: [400, 401, 403],
  }),
  rules: defineRoute({
    ...common,
    method: 'GET',
    path: '/v1/commissions/agents/:agentId/rules',
    access: 'commissions.read',
    summary: "An agent's contract: its rates from their first day, newest first",
    params: AgentParams,
    response: RulesResponse,
    errors: [400, 401, 403, 404],
  }),
  addRule: defineRoute({
    ...common,
    method: 'POST',
    path: '/v1/commissions/agents/:agentId/rules',
    access: 'commissions.write',
    summary: "A rate of the agent's contract from a day on (general, per typology or per family)",
    params: AgentParams,
    body: CommissionRuleInput,
    response: RuleResponse,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  preview: defineRoute({
    ...common,
    method: 'GET',
    path: '/v1/commissions/agents/:agentId/statement',
    access: 'commissions.read',
    summary: "An agent's statement for a quarter: the one drawn up, else the figures as of today",
    params: AgentParams,
    query: AgentQuarterQuery,
    response: StatementResponse,
    errors: [400, 401, 403, 404],
  }),
  drawUp: defineRoute({
    ...common,
    method: 'POST',
    path: '/v1/commissions/statements',
    access: 'commissions.write',
    summary: 'Draw up (freeze) the statement of an ended quarter for an agent',
    body: DrawUpStatementBody,
    response: StatementResponse,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  pay: defineRoute({
    ...common,
    method: 'POST',
    path: '/v1/commissions/statements/:id/pay',
    access: 'commissions.write',
    summary: 'Mark a statement paid: the agent is told (commissionPaid)',
    params: IdParams,
    body: PayStatementBody,
    response: StatementResponse,
    errors: [400, 401, 403, 404, 409],
  }),
  file: defineRoute({
    ...common,
    method: 'GET',
    path: '/v1/commissions/statements/:id/file',
    access: 'commissions.read',
    summary: 'A statement as PDF or CSV',
    params: IdParams,
    query: StatementFileQuery,
    response: FileAnswer,
    errors: [400, 401, 403, 404],
  }),
  mine: defineRoute({
    ...common,
    method: 'GET',
    path: '/v1/commissions/mine',
    access: 'commissions.own.read',
    summary: "The calling agent's statements in the shop, newest first",
    response: StatementsResponse,
    errors: [401, 403],
  }),
  mineOne: defineRoute({
    ...common,
    method: 'GET',
    path: '/v1/commissions/mine/:id',
    access: 'commissions.own.read',
    summary: "One of the calling agent's statements",
    params: IdParams,
    response: StatementResponse,
    errors: [400, 401, 403, 404],
  }),
  mineFile: defineRoute({
    ...common,
    method: 'GET',
    path: '/v1/commissions/mine/:id/file',
    access: 'commissions.own.read',
    summary: "One of the calling agent's statements as PDF or CSV",
    params: IdParams,
    query: StatementFileQuery,
    response: FileAnswer,
    errors: [400, 401, 403, 404],
  }),
};
