import {
  commissionDeadline,
  formatEuros,
  previousQuarter,
  quarterBounds,
  quarterLabel,
  quarterOf,
  todayInFrance,
} from '@cuvee/domain';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scoped, systemScope, systemTx } from '../../db/tenant.ts';
import { onceADay, type Sweeper } from '../jobs/index.ts';
import { notify } from '../notifications/index.ts';
import { activeOwnerIds } from '../shops/index.ts';
import { shopAgents } from './commissions.agents.ts';
import { drawUp } from './commissions.statements.ts';
import { commissionRules, commissionStatements } from './commissions.table.ts';

/*
 * Before the deadline (decision 0150): in the last REMIND_DAYS days before the last day of the
 * month after a quarter, every agent with a rate whose statement is not drawn up gets it drawn
 * up (the law wants it given by then), and the owners are told once of each statement still
 * unpaid (commissionDelay). One of the job queue's sweeps, acting once a day, as the system.
 */

export const REMIND_DAYS = 10;

const minus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const frDate = (iso: string) => iso.split('-').reverse().join('/');

/** Answers how many statements were drawn up and how many reminders sent. */
export async function sendCommissionReminders(db: Db, today: string) {
  const quarter = previousQuarter(quarterOf(today));
  const deadline = commissionDeadline(quarter);
  if (today > deadline || today < minus(deadline, REMIND_DAYS)) return { drawn: 0, reminded: 0 };
  const { to } = quarterBounds(quarter);
  // Agents with a rate by the quarter's end and no statement yet.
  const missing = (await db.execute(sql`
    select distinct r.shop_id, r.agent_id from ${commissionRules} r
    where r.valid_from <= ${to}::date
      and not exists (select 1 from ${commissionStatements} s
        where s.shop_id = r.shop_id and s.agent_id = r.agent_id and s.quarter = ${quarter})
    limit 5000`)) as unknown as { rows: { shop_id: string; agent_id: string }[] };
  let drawn = 0;
  for (const m of missing.rows) {
    await db.transaction(async (tx) => {
      const scope = systemScope(m.shop_id, m.agent_id);
      const t = systemTx(tx);
      if ((await shopAgents(t, scope, [m.agent_id])).length === 0) return;
      await drawUp(t, scope, m.agent_id, quarter, today, null).then(
        () => drawn++,
        () => undefined,
      );
    });
  }
  const unpaid = await db
    .select({ id: commissionStatements.id, shopId: commissionStatements.shopId })
    .from(commissionStatements)
    .where(
      and(
        eq(commissionStatements.quarter, quarter),
        isNull(commissionStatements.paidAt),
        isNull(commissionStatements.remindedAt),
        lte(commissionStatements.dueOn, deadline),
      ),
    )
    .limit(5000);
  let reminded = 0;
  for (const u of unpaid) {
    await db.transaction(async (tx) => {
      const s = scoped(systemTx(tx), systemScope(u.shopId, u.shopId));
      const [claimed] = await s
        .update(commissionStatements)
        .set({ remindedAt: new Date() })
        .where(
          eq(commissionStatements.id, u.id),
          isNull(commissionStatements.remindedAt),
          isNull(commissionStatements.paidAt),
        )
        .returning();
      if (!claimed) return;
      const [agent] = await shopAgents(systemTx(tx), systemScope(u.shopId, u.shopId), [claimed.agentId]);
      const owners = await activeOwnerIds(systemTx(tx), systemScope(u.shopId, u.shopId));
      await notify(
        tx,
        owners.map((userId) => ({
          userId,
          shopId: u.shopId,
          type: 'commissionDelay' as const,
          content: `Commissions du ${quarterLabel(claimed.quarter)} de ${agent?.name ?? 'votre agent'} (${formatEuros(claimed.commissionCents)}) à payer au plus tard le ${frDate(claimed.dueOn)}`,
          redirectLink: `/dashboard/analytics/commissions?quarter=${claimed.quarter}`,
          subjectId: claimed.id,
        })),
      );
      reminded++;
    });
  }
  return { drawn, reminded };
}

/** The sweep: acts once a day (its first run of the day). */
export function remindCommissions(db: Db, today: () => string = () => todayInFrance()): Sweeper {
  return onceADay(today, (day) => sendCommissionReminders(db, day));
}
