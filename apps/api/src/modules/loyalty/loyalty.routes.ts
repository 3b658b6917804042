import { loyaltyRoutes as routes } from '@cuvee/contracts';
import { expiryDay, todayInFrance } from '@cuvee/domain';
import type { FastifyInstance } from 'fastify';
import { inTenant, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { clientActorOf, clientIdOfUser, notFoundClient, visibleClientIds } from '../clients/index.ts';
import { onceADay } from '../jobs/index.ts';
import { expirePoints } from './loyalty.expiry.ts';
import { accountOf, entriesOf, lockAccount, writeEntry } from './loyalty.ledger.ts';
import { myLoyalties } from './loyalty.mine.ts';
import { activeProgramme, LOYALTY, programmeOf, saveProgramme } from './loyalty.programme.ts';

const ok = true as const;

async function visibleClient(tx: TenantTx, ctx: ShopCtx, clientId: string) {
  if (!(await visibleClientIds(clientActorOf(ctx), tx, [clientId])).has(clientId)) throw notFoundClient();
}

async function clientLedger(
  tx: TenantTx,
  scope: TenantScope,
  clientId: string,
  page: { limit: number; offset: number },
) {
  return {
    success: ok,
    active: Boolean(await activeProgramme(tx, scope)),
    account: await accountOf(tx, scope, clientId),
    ...(await entriesOf(tx, scope, clientId, page)),
  };
}

const notEnough = (have: number, remove: number) =>
  `Le client n'a que ${have} point(s) : vous ne pouvez pas lui en retirer ${remove}`;

/** The loyalty programme (issue 29, decisions 0180–0184), each in the request's tenant transaction. */
export async function loyaltyRoutesOf(app: FastifyInstance) {
  const { jobs, db } = app.deps;
  jobs.sweep(
    'loyalty expiry',
    onceADay(todayInFrance, (day) => expirePoints(db, day)),
  );

  route(app, routes.programme, async ({ ctx, tx }) => ({
    success: ok,
    programme: await programmeOf(tx, ctx),
  }));
  route(app, routes.save, async ({ ctx, tx, body }) => ({
    success: ok,
    programme: await saveProgramme(tx, ctx, body),
    message: LOYALTY.saved,
  }));
  route(app, routes.client, async ({ ctx, tx, params, query }) => {
    await visibleClient(tx, ctx, params.clientId);
    return clientLedger(tx, ctx, params.clientId, query);
  });
  route(app, routes.adjust, async ({ ctx, tx, params, body }) => {
    await visibleClient(tx, ctx, params.clientId);
    const account = await lockAccount(tx, ctx, params.clientId);
    if (body.points < 0 && account.balance + body.points < 0)
      throw new HttpError(409, notEnough(Math.max(0, account.balance), -body.points));
    const programme = await activeProgramme(tx, ctx);
    const author = [ctx.user.firstname, ctx.user.lastname].filter(Boolean).join(' ') || ctx.user.username;
    await writeEntry(tx, ctx, params.clientId, {
      cause: 'adjustment',
      points: body.points,
      label: body.points > 0 ? 'Points ajoutés à la main' : 'Points retirés à la main',
      authorId: ctx.user.id,
      authorName: author,
      reason: body.reason,
      expiresOn:
        body.points > 0 && programme && programme.expiryMonths > 0
          ? expiryDay(todayInFrance(), programme.expiryMonths)
          : null,
    });
    const message =
      body.points > 0 ? `${body.points} point(s) ajouté(s)` : `${-body.points} point(s) retiré(s)`;
    return { ...(await clientLedger(tx, ctx, params.clientId, { limit: 20, offset: 0 })), message };
  });
  route(app, routes.mine, async ({ ctx, db }) => ({ success: ok, shops: await myLoyalties(db, ctx.user) }));
  route(app, routes.mineAt, async ({ ctx, db, params, query }) => {
    const scope: TenantScope = {
      user: ctx.user,
      shop: { id: params.shopId },
      shops: [{ id: params.shopId }],
    };
    return inTenant(db, scope, async (tx) => {
      const clientId = await clientIdOfUser(tx, scope, ctx.user.id);
      const active = await activeProgramme(tx, scope);
      if (!active && !clientId) throw new HttpError(404, "Cette boutique n'a pas de programme de fidélité");
      return {
        success: ok,
        programme: active ? await programmeOf(tx, scope) : null,
        account: await accountOf(tx, scope, clientId),
        ...(await entriesOf(tx, scope, clientId, query)),
      };
    });
  });
}
