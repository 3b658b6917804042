import { authRoutes, usersRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import {
  changePassword,
  listShopAgents,
  loadPrincipalUser,
  toPublicUser,
  updateMe,
} from './users.service.ts';

export async function usersRoutes(app: FastifyInstance) {
  route(app, routes.me, async ({ ctx }) => ({ success: true as const, user: toPublicUser(ctx.user) }));

  route(app, routes.updateMe, async ({ ctx, db, body }) => {
    const user = ctx.user;
    await updateMe(db, user, body);
    const fresh = await loadPrincipalUser(db, user.id);
    const answer = { success: true as const, user: toPublicUser(fresh!) };
    return body.message === false ? answer : { ...answer, message: 'Vos informations ont été enregistrées' };
  });

  route(app, authRoutes.changePassword, async ({ ctx, db, body }) => {
    const user = ctx.user;
    const tv = await changePassword(db, user, body.currentPassword, body.newPassword);
    const mid = ctx.principal?.kind === 'user' ? ctx.principal.masterAccountId : null;
    const jwt = app.jwt.sign({ sub: user.id, tv, typ: 'user', ...(mid ? { mid } : {}) });
    return { success: true as const, message: 'Votre mot de passe a été modifié', jwt };
  });

  route(app, routes.agents, async ({ ctx, tx }) => ({
    success: true as const,
    users: await listShopAgents(ctx, tx),
  }));
}
