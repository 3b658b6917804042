import type { CommissionRuleInput } from '@cuvee/contracts';
import { type CommissionRule, commissionRuleRefusal } from '@cuvee/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { EARLIEST_DAY } from '../invoices/index.ts';
import { agentOf } from './commissions.agents.ts';
import { type CommissionRuleRow, commissionRules } from './commissions.table.ts';

/*
 * The rates of an agent's contract (decision 0148): dated rows, never changed once written — a
 * new rate is a new row from its first day, so a statement of a past quarter computed again
 * gives the same figures.
 */

export const ruleOut = (r: CommissionRuleRow) => ({
  id: r.id,
  validFrom: r.validFrom,
  basis: r.basis,
  rateBp: r.rateBp,
  typology: r.typology,
  family: r.family,
  createdAt: r.createdAt.toISOString(),
});

const asRule = (r: CommissionRuleRow): CommissionRule => ({
  id: r.id,
  validFrom: r.validFrom,
  basis: r.basis,
  rateBp: r.rateBp,
  typology: r.typology,
  family: r.family,
});

/** The rules of these agents, by agent. */
export async function rulesOf(tx: TenantTx, scope: TenantScope, agentIds: readonly string[]) {
  const byAgent = new Map<string, CommissionRule[]>(agentIds.map((id) => [id, []]));
  if (agentIds.length === 0) return byAgent;
  const rows = await scoped(tx, scope).selectAll(
    commissionRules,
    inArray(commissionRules.agentId, [...agentIds]),
  );
  for (const r of rows) byAgent.get(r.agentId)?.push(asRule(r));
  return byAgent;
}

export async function listRules(tx: TenantTx, scope: TenantScope, agentId: string) {
  const agent = await agentOf(tx, scope, agentId);
  const rows = await scoped(tx, scope)
    .selectAll(commissionRules, eq(commissionRules.agentId, agentId))
    .orderBy(desc(commissionRules.validFrom), desc(commissionRules.createdAt));
  return { agent, rules: rows.map(ruleOut) };
}

export async function addRule(tx: TenantTx, scope: TenantScope, agentId: string, input: CommissionRuleInput) {
  const agent = await agentOf(tx, scope, agentId);
  if (input.validFrom < EARLIEST_DAY) throw new HttpError(422, 'Cette date de début est trop ancienne');
  const rule = {
    validFrom: input.validFrom,
    basis: input.basis,
    rateBp: input.rateBp,
    typology: input.typology ?? null,
    family: input.family ?? null,
  };
  const existing = (await rulesOf(tx, scope, [agentId])).get(agentId) ?? [];
  const refusal = commissionRuleRefusal(rule, existing);
  if (refusal) throw new HttpError(409, refusal);
  const [row] = await scoped(tx, scope)
    .insert(commissionRules)
    .values([{ ...rule, agentId, createdBy: scope.user.id }])
    .returning();
  const pct = String(rule.rateBp / 100).replace('.', ',');
  return { agent, rule: ruleOut(row!), message: `Taux de ${pct} % enregistré pour ${agent.name}` };
}
