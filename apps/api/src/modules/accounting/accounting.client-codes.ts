import type { ChartAccount, ClientAccountMode } from '@cuvee/domain';
import { eq, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { accountingClientCodes, accountingCounters } from './accounting.table.ts';

/*
 * A client's auxiliary code ('CLI001') and the account its lines go on: the clients' account
 * with the code as auxiliary, or one account per client (411CLI001) when the shop keeps them so.
 */

/** The client's auxiliary code: its own, else the next 'CLI001', 'CLI002'… given now. */
export async function clientCodeOf(tx: TenantTx, scope: TenantScope, clientId: string): Promise<string> {
  const s = scoped(tx, scope);
  const [mine] = await s.selectAll(accountingClientCodes, eq(accountingClientCodes.clientId, clientId));
  if (mine) return mine.code;
  for (;;) {
    const [counter] = await s
      .insert(accountingCounters)
      .values([{ journalCode: '#CLIENTS', fiscalYear: 0, last: 1 }])
      .onConflictDoUpdate({
        target: [accountingCounters.shopId, accountingCounters.journalCode, accountingCounters.fiscalYear],
        set: { last: sql`${accountingCounters.last} + 1` },
      })
      .returning({ last: accountingCounters.last });
    const code = `CLI${String(counter!.last).padStart(3, '0')}`;
    const [taken] = await s.selectAll(accountingClientCodes, eq(accountingClientCodes.code, code));
    if (taken) continue;
    await s.insert(accountingClientCodes).values([{ clientId, code }]);
    return code;
  }
}

export async function setClientCode(tx: TenantTx, scope: TenantScope, clientId: string, code: string) {
  const s = scoped(tx, scope);
  const [taken] = await s.selectAll(accountingClientCodes, eq(accountingClientCodes.code, code));
  if (taken && taken.clientId !== clientId)
    throw new HttpError(409, `Le code ${code} est déjà celui d’un autre client`);
  await s
    .insert(accountingClientCodes)
    .values([{ clientId, code }])
    .onConflictDoUpdate({
      target: [accountingClientCodes.shopId, accountingClientCodes.clientId],
      set: { code },
    });
  return { message: `Le client a désormais le compte auxiliaire ${code}`, clientId, code };
}

/** The account of a client line: the clients' account and its auxiliary, or the client's own. */
export function clientAccount(
  chart: Map<string, ChartAccount>,
  mode: ClientAccountMode,
  code: string | null,
  name: string,
) {
  const base = chart.get('third.clients')!;
  if (!code) return { account: base.number, accountLabel: base.label, auxAccount: null, auxLabel: null };
  if (mode === 'perClient')
    return {
      account: `${base.number.slice(0, 3)}${code}`,
      accountLabel: name,
      auxAccount: null,
      auxLabel: null,
    };
  return { account: base.number, accountLabel: base.label, auxAccount: code, auxLabel: name };
}
