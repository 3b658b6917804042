import { authRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { TOKEN_TTL_SECONDS } from '../../plugins/auth.ts';
import { resetMail } from '../mail/index.ts';
import { type PrincipalUser, toPublicUser } from '../users/index.ts';
import { login, requestPasswordReset, resetPassword, switchAccount, validateEmail } from './auth.service.ts';
import { registerAgent, registerBuyer, registerSeller } from './registration.service.ts';

export async function authRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const strict = { config: { rateLimit: { max: deps.config.loginRateLimit, timeWindow: '1 minute' } } };
  const expiresAt = () => new Date(Date.now() + TOKEN_TTL_SECONDS * 1000).toISOString();
  const userSession = (user: PrincipalUser, mid: string | null) => ({
    user: toPublicUser(user),
    jwt: app.jwt.sign({ sub: user.id, tv: user.tokenVersion, typ: 'user', ...(mid ? { mid } : {}) }),
    expiresAt: expiresAt(),
  });

  route(
    app,
    routes.login,
    async ({ db, body }) => {
      const outcome = await login(db, body);
      if (outcome.kind === 'user') {
        return {
          success: true as const,
          ...userSession(outcome.user, outcome.masterAccount?.id ?? null),
          masterAccount: outcome.masterAccount,
        };
      }
      return {
        success: true as const,
        user: null,
        jwt: app.jwt.sign({ mid: outcome.masterAccountId, tv: outcome.tokenVersion, typ: 'master' }),
        expiresAt: expiresAt(),
        masterAccount: outcome.masterAccount,
      };
    },
    strict,
  );

  route(app, routes.switchAccount, async ({ ctx, db, body }) => {
    const p = ctx.principal;
    const mid = p?.kind === 'master' ? p.masterAccountId : p?.kind === 'user' ? p.masterAccountId : null;
    const { user, masterAccount } = await switchAccount(db, mid, body.userId);
    return { success: true as const, ...userSession(user, masterAccount.id), masterAccount };
  });

  route(app, routes.refresh, async ({ ctx }) => {
    const mid = ctx.principal?.kind === 'user' ? ctx.principal.masterAccountId : null;
    return { success: true as const, ...userSession(ctx.user, mid) };
  });

  route(app, routes.logout, async () => ({ success: true as const, message: 'Vous êtes déconnecté' }));

  const registered = (user: PrincipalUser) => ({
    success: true as const,
    ...userSession(user, null),
    masterAccount: null,
    message: 'Votre compte a été créé. Un e-mail de confirmation vous a été envoyé.',
  });
  route(
    app,
    routes.registerBuyer,
    async ({ body }) => registered(await registerBuyer(deps, routes.registerBuyer.body.parse(body))),
    strict,
  );
  route(
    app,
    routes.registerSeller,
    async ({ body }) => registered(await registerSeller(deps, routes.registerSeller.body.parse(body))),
    strict,
  );
  route(
    app,
    routes.registerAgent,
    async ({ body }) => registered(await registerAgent(deps, routes.registerAgent.body.parse(body))),
    strict,
  );

  route(
    app,
    routes.validate,
    async ({ db, body }) => {
      await validateEmail(db, body.token);
      return { success: true as const, message: 'Votre adresse e-mail est confirmée' };
    },
    strict,
  );

  route(
    app,
    routes.requestReset,
    async ({ body }) => {
      const mail = await requestPasswordReset(deps, body.email);
      if (mail) await deps.mailer.send(resetMail(mail.to, mail.link));
      return {
        success: true as const,
        message: 'Si un compte existe pour cette adresse, un e-mail vous a été envoyé.',
      };
    },
    strict,
  );

  route(
    app,
    routes.resetPassword,
    async ({ db, body }) => {
      await resetPassword(db, body.token, body.password);
      return {
        success: true as const,
        message: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
      };
    },
    strict,
  );
}
