import { GO_TO_SEARCH_LIMIT, type HomeFigures } from '@cuvee/contracts';
import { HOME_FIGURE_ACTIONS } from '@cuvee/domain';
import type { TenantTx } from '../../db/tenant.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { clientActorOf, findClients } from '../clients/index.ts';
import { invoicedTurnover, todayInFrance } from '../invoices/index.ts';
import { orderFigures, salesActorOf, searchOrders } from '../orders/index.ts';
import { unpaidTotals } from '../receivables/index.ts';

/*
 * What the back office shows at a glance (issue 24), composed from the modules that own each
 * figure: the orders' counts, the invoices' turnover, the receivables' unpaid. A figure is
 * answered only when the caller may read its list (HOME_FIGURE_ACTIONS, the same rights as the
 * lists'), so a collaborator without seeAllPayment is never shown an unpaid amount.
 */

export async function homeFigures(ctx: ShopCtx, tx: TenantTx): Promise<HomeFigures> {
  const may = (figure: keyof typeof HOME_FIGURE_ACTIONS) => ctx.can(HOME_FIGURE_ACTIONS[figure]);
  const today = todayInFrance();
  const month = today.slice(0, 7);
  const actor = salesActorOf(ctx);
  const [turnover, counts, unpaid] = await Promise.all([
    may('turnover') ? invoicedTurnover(tx, ctx, `${month}-01`, today) : null,
    may('toValidate') || may('toShip') ? orderFigures(actor, tx) : null,
    may('unpaid') ? unpaidTotals(ctx, tx) : null,
  ]);
  return {
    turnover: turnover ? { ...turnover, month } : null,
    toValidate: counts && may('toValidate') ? { count: counts.toValidate } : null,
    toShip: counts && may('toShip') ? { count: counts.toShip } : null,
    unpaid,
  };
}

/** 'Aller à': the orders by reference or client, and the clients by name, the caller may read. */
export async function goToSearch(ctx: ShopCtx, tx: TenantTx, text: string) {
  const [orders, clients] = await Promise.all([
    searchOrders(salesActorOf(ctx), tx, text, GO_TO_SEARCH_LIMIT),
    findClients(clientActorOf(ctx), tx, text, GO_TO_SEARCH_LIMIT),
  ]);
  return { orders, clients };
}
