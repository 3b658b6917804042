import type { AgentAnalyticsResponse, BudgetResponse } from '@cuvee/contracts';
import { NO_SALES, periodBounds, periodOf, todayInFrance } from '@cuvee/domain';
import { and, eq } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { commissionsEarned } from '../commissions/index.ts';
import { monthlySales, salesFigures } from '../orders/index.ts';
import { salesMembers } from '../shops/index.ts';
import { salesBudgets } from './objectives.table.ts';

/*
 * The shop's monthly sales budget HT against the validated orders' HT of each month (decision
 * 0162), and the agents' figures over a quarter or a year (decision 0163).
 */

type Scope = TenantScope & { readonly shop: { readonly id: string } | null };
const pad = (n: number) => String(n).padStart(2, '0');

export async function budgetOf(
  tx: TenantTx,
  scope: Scope,
  year: number,
): Promise<Omit<BudgetResponse, 'success'>> {
  const rows = await scoped(tx, scope).selectAll(salesBudgets, eq(salesBudgets.year, year));
  const set = new Map(rows.map((r) => [r.month, r.amountHtCents]));
  const achieved = await monthlySales(tx, scope, year);
  const months = achieved.map((achievedCents, i) => {
    const budgetCents = set.get(i + 1) ?? null;
    return {
      month: `${year}-${pad(i + 1)}`,
      budgetCents,
      achievedCents,
      gapCents: budgetCents == null ? null : achievedCents - budgetCents,
    };
  });
  return {
    year,
    months,
    totals: {
      budgetCents: months.reduce((s, m) => s + (m.budgetCents ?? 0), 0),
      achievedCents: months.reduce((s, m) => s + m.achievedCents, 0),
    },
  };
}

/** Sets a month's budget, or clears it (null). */
export async function setBudgetMonth(
  tx: TenantTx,
  scope: Scope,
  year: number,
  month: number,
  amount: number | null,
) {
  const s = scoped(tx, scope);
  if (amount == null)
    await s.delete(salesBudgets).where(and(eq(salesBudgets.year, year), eq(salesBudgets.month, month)));
  else
    await s
      .insert(salesBudgets)
      .values([{ year, month, amountHtCents: amount, updatedBy: scope.user.id }])
      .onConflictDoUpdate({
        target: [salesBudgets.shopId, salesBudgets.year, salesBudgets.month],
        set: { amountHtCents: amount, updatedBy: scope.user.id, updatedAt: new Date() },
      });
  return { ...(await budgetOf(tx, scope, year)), message: 'Budget enregistré' };
}

/** The quarters a quarter or a year holds. */
const quartersOf = (period: string) =>
  /^\d{4}$/.test(period) ? [1, 2, 3, 4].map((q) => `${period}-T${q}`) : [period];

/** Each agent's sales HT, orders, new clients and commission over the period (this quarter by default). */
export async function agentsAnalytics(
  tx: TenantTx,
  scope: Scope,
  query: { period?: string | undefined },
): Promise<Omit<AgentAnalyticsResponse, 'success'>> {
  const period = query.period ?? periodOf('quarter', todayInFrance());
  const { from, to } = periodBounds(period);
  const agents = (await salesMembers(tx, scope)).filter((m) => m.relation === 'agent');
  const figures = await salesFigures(tx, scope, from, to);
  const earned = await commissionsEarned(
    tx,
    scope,
    agents.map((a) => a.id),
    quartersOf(period),
  );
  return {
    period,
    from,
    to,
    rows: agents.map((a) => {
      const f = figures.get(a.id) ?? NO_SALES;
      return {
        agent: { id: a.id, name: a.name, email: a.email },
        amountHtCents: f.amountHtCents,
        orders: f.orders,
        newClients: f.newClients,
        commissionCents: earned.get(a.id) ?? 0,
      };
    }),
  };
}
