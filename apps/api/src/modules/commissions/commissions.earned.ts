import { quarterOf, todayInFrance } from '@cuvee/domain';
import { inArray } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { figuresOf, type Scope } from './commissions.statements.ts';
import { commissionStatements } from './commissions.table.ts';

/*
 * The commission each agent earned over quarters (issue 28 part 4: the agents' analytics): a
 * drawn-up quarter's statement as frozen, a quarter not drawn up as of today; quarters after
 * the current one earn nothing yet.
 */
export async function commissionsEarned(
  tx: TenantTx,
  scope: Scope,
  agentIds: readonly string[],
  quarters: readonly string[],
): Promise<Map<string, number>> {
  const earned = new Map<string, number>(agentIds.map((id) => [id, 0]));
  const current = quarterOf(todayInFrance());
  const open = quarters.filter((q) => q <= current);
  if (agentIds.length === 0 || open.length === 0) return earned;
  const drawn = await scoped(tx, scope).selectAll(
    commissionStatements,
    inArray(commissionStatements.agentId, [...agentIds]),
    inArray(commissionStatements.quarter, open),
  );
  const drawnKey = new Set(drawn.map((s) => `${s.agentId} ${s.quarter}`));
  for (const s of drawn) earned.set(s.agentId, (earned.get(s.agentId) ?? 0) + s.commissionCents);
  for (const quarter of open) {
    const pending = agentIds.filter((id) => !drawnKey.has(`${id} ${quarter}`));
    if (pending.length === 0) continue;
    const figures = await figuresOf(tx, scope, pending, quarter);
    for (const [id, f] of figures) earned.set(id, (earned.get(id) ?? 0) + f.commissionCents);
  }
  return earned;
}
