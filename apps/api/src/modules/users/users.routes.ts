import { authRoutes, usersRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { TOKEN_TTL_SECONDS } from '../../plugins/auth.ts';
import { tokenSeconds } from '../auth/index.ts';
import {
  ADDRESS_BOOK,
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './users.addresses.ts';
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
    const p = ctx.principal!;
    const tv = await changePassword(db, user, p.session.id, body.currentPassword, body.newPassword);
    const mid = p.kind === 'user' ? p.masterAccountId : null;
    // The session goes on: same id, same absolute lifetime (decision 0023).
    const expiresIn = tokenSeconds(p.session, TOKEN_TTL_SECONDS);
    const jwt = app.jwt.sign(
      { sub: user.id, sid: p.session.id, tv, typ: 'user', ...(mid ? { mid } : {}) },
      { expiresIn },
    );
    return { success: true as const, message: 'Votre mot de passe a été modifié', jwt };
  });

  route(app, routes.agents, async ({ ctx, tx }) => ({
    success: true as const,
    users: await listShopAgents(ctx, tx),
  }));

  // The address book (issue 24): the caller's own addresses only (another's answers 404).
  route(app, routes.addresses, async ({ ctx, db }) => ({
    success: true as const,
    addresses: await listAddresses(db, ctx.user.id),
  }));
  route(app, routes.createAddress, async ({ ctx, db, body }) => ({
    success: true as const,
    message: ADDRESS_BOOK.created,
    address: await createAddress(db, ctx.user.id, body),
  }));
  route(app, routes.updateAddress, async ({ ctx, db, params, body }) => ({
    success: true as const,
    message: ADDRESS_BOOK.updated,
    address: await updateAddress(db, ctx.user.id, params.id, body),
  }));
  route(app, routes.deleteAddress, async ({ ctx, db, params }) => {
    await deleteAddress(db, ctx.user.id, params.id);
    return { success: true as const, message: ADDRESS_BOOK.deleted };
  });
  route(app, routes.setDefaultAddress, async ({ ctx, db, params }) => ({
    success: true as const,
    message: ADDRESS_BOOK.defaultSet,
    address: await setDefaultAddress(db, ctx.user.id, params.id),
  }));
}
