import { desc, eq } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { ruleOut } from './commissions.rules.ts';
import { statementOut } from './commissions.statements.ts';
import { commissionRules, commissionStatements } from './commissions.table.ts';

/**
 * What an agent's page in the shop shows of their commissions (issue 28 part 2): the rules of
 * their contract and their drawn-up statements, newest first — whatever the agent's standing
 * now (a suspended agent's past statements stay).
 */
export async function agentCommissions(tx: TenantTx, scope: TenantScope, agentId: string) {
  const s = scoped(tx, scope);
  const rules = await s
    .selectAll(commissionRules, eq(commissionRules.agentId, agentId))
    .orderBy(desc(commissionRules.validFrom), desc(commissionRules.createdAt));
  const rows = await s
    .selectAll(commissionStatements, eq(commissionStatements.agentId, agentId))
    .orderBy(desc(commissionStatements.quarter))
    .limit(40);
  const someone = { id: agentId, name: '', email: '' };
  return {
    rules: rules.map(ruleOut),
    statements: rows.map((r) => {
      const st = statementOut(r, someone);
      return {
        id: r.id,
        quarter: r.quarter,
        commissionCents: r.commissionCents,
        dueOn: r.dueOn,
        status: st.status === 'preview' ? ('due' as const) : st.status,
      };
    }),
  };
}
