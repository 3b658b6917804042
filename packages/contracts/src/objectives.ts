import { isPeriod, periodKind } from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { msg } from './validation/messages.ts';

/*
 * Objectives, budget and the sales structure (issue 28 part 4, decisions 0160–0164): the shop's
 * teams and who reports to whom, the objectives per person or team and period with their
 * progress from the validated orders, the monthly sales budget, the agents' figures. Cents HT.
 */

export const Period = z
  .string(msg('required'))
  .refine(isPeriod, 'La période est un mois (2026-11), un trimestre (2026-T4) ou une année (2026)');
const QuarterOrYear = Period.refine(
  (p) => periodKind(p) !== 'month',
  'Les statistiques des agents se lisent par trimestre ou par année (les commissions sont trimestrielles)',
);
const count = (what: string) =>
  z
    .number(msg('number'))
    .int(`${what} est un nombre entier`)
    .min(0, `${what} ne peut pas être négatif`)
    .max(2_000_000_000, `${what} est trop grand`);

export const MEMBER_RELATIONS = ['owner', 'iam', 'agent'] as const;
export const StructureMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  relation: z.enum(MEMBER_RELATIONS),
  reportsTo: z.string().nullable(),
});
export type StructureMember = z.infer<typeof StructureMember>;
export const SalesTeam = z.object({
  id: z.string(),
  name: z.string(),
  leadId: z.string(),
  /** The lead and everyone under them. */
  memberIds: z.array(z.string()),
});
export type SalesTeam = z.infer<typeof SalesTeam>;
export const StructureResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  members: z.array(StructureMember),
  teams: z.array(SalesTeam),
});
export type StructureResponse = z.infer<typeof StructureResponse>;

export const MoveMemberBody = z.strictObject({ reportsTo: Uuid.nullable() });
export type MoveMemberBody = z.infer<typeof MoveMemberBody>;
export const TeamInput = z.strictObject({
  name: z
    .string(msg('required'))
    .trim()
    .min(1, "Donnez un nom à l'équipe")
    .max(80, "Le nom de l'équipe tient en 80 caractères"),
  leadId: Uuid,
});
export type TeamInput = z.infer<typeof TeamInput>;

export const Targets = z.object({
  amountHtCents: count('Le montant HT').nullable(),
  bottles: count('Le nombre de bouteilles').nullable(),
  newClients: count('Le nombre de nouveaux clients').nullable(),
});
export type Targets = z.infer<typeof Targets>;
const ONE_TARGET = 'Fixez au moins un objectif : montant HT, bouteilles ou nouveaux clients';
const hasOne = (t: Targets) => t.amountHtCents != null || t.bottles != null || t.newClients != null;

export const ObjectiveInput = z
  .strictObject({
    subjectKind: z.enum(['member', 'team'], "L'objectif est celui d'une personne ou d'une équipe"),
    subjectId: Uuid,
    period: Period,
    ...Targets.shape,
  })
  .refine(hasOne, ONE_TARGET);
export type ObjectiveInput = z.infer<typeof ObjectiveInput>;
export const ObjectivePatch = Targets.strict().refine(hasOne, ONE_TARGET);
export type ObjectivePatch = z.infer<typeof ObjectivePatch>;

export const Figures = z.object({
  amountHtCents: z.number().int(),
  bottles: z.number().int(),
  newClients: z.number().int(),
  orders: z.number().int(),
});
export type Figures = z.infer<typeof Figures>;
const Bp = z.number().int().nullable();
export const ObjectiveRow = z.object({
  id: z.string(),
  subject: z.object({
    kind: z.enum(['member', 'team']),
    id: z.string(),
    name: z.string(),
    relation: z.enum(MEMBER_RELATIONS).nullable(),
  }),
  period: z.string(),
  targets: Targets,
  achieved: Figures,
  /** Achieved against target per measure, in basis points (10000 = 100 %). */
  progress: z.object({ amountHtCents: Bp, bottles: Bp, newClients: Bp }),
});
export type ObjectiveRow = z.infer<typeof ObjectiveRow>;
export const ObjectivesQuery = z.object({ period: Period.optional(), teamId: Uuid.optional() });
export const ObjectivesResponse = z.object({
  success: z.literal(true),
  period: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(ObjectiveRow),
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Who may be given an objective (the dialog's choices). */
  members: z.array(StructureMember.pick({ id: true, name: true, relation: true })),
});
export type ObjectivesResponse = z.infer<typeof ObjectivesResponse>;
export const ObjectiveResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  objective: ObjectiveRow,
});

const Year = z.coerce
  .number(msg('number'))
  .int("L'année est un nombre entier")
  .min(2000, "L'année va de 2000 à 2100")
  .max(2100, "L'année va de 2000 à 2100");
export const BudgetQuery = z.object({ year: Year.optional() });
export const BudgetMonth = z.object({
  month: z.string(),
  budgetCents: z.number().int().nullable(),
  achievedCents: z.number().int(),
  /** achieved − budget; null without a budget. */
  gapCents: z.number().int().nullable(),
});
export type BudgetMonth = z.infer<typeof BudgetMonth>;
export const BudgetResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  year: z.number().int(),
  months: z.array(BudgetMonth),
  totals: z.object({ budgetCents: z.number().int(), achievedCents: z.number().int() }),
});
export type BudgetResponse = z.infer<typeof BudgetResponse>;
export const BudgetMonthParams = z.object({
  year: Year,
  month: z.coerce.number(msg('number')).int().min(1, 'Le mois va de 1 à 12').max(12, 'Le mois va de 1 à 12'),
});
export const BudgetMonthBody = z.strictObject({ amountHtCents: count('Le budget HT').nullable() });

export const AgentAnalyticsQuery = z.object({ period: QuarterOrYear.optional() });
export const AgentAnalyticsRow = z.object({
  agent: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  amountHtCents: z.number().int(),
  orders: z.number().int(),
  newClients: z.number().int(),
  commissionCents: z.number().int(),
});
export type AgentAnalyticsRow = z.infer<typeof AgentAnalyticsRow>;
export const AgentAnalyticsResponse = z.object({
  success: z.literal(true),
  period: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(AgentAnalyticsRow),
});
export type AgentAnalyticsResponse = z.infer<typeof AgentAnalyticsResponse>;
