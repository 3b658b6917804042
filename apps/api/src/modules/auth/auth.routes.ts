import { clientsRoutes, authRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { TOKEN_TTL_SECONDS } from '../../plugins/auth.ts';
import { markSignedIn, type PrincipalUser, toPublicUser } from '../users/index.ts';
import { passwordResetQueue, runPasswordReset } from './auth.reset-job.ts';
import { login, resetPassword, switchAccount, VALIDATE_FIRST, validateEmail } from './auth.service.ts';
import { runRegistration } from './registration.job.ts';
import {
  CHECK_MAILBOX,
  registerAgent,
  registerBuyer,
  registerInvited,
  registerSeller,
  registrationQueue,
  sendValidationLink,
} from './registration.service.ts';
import { openSession, revokeSession, type SessionRef, tokenSeconds } from './sessions.service.ts';

export async function authRoutes(app: FastifyInstance) {
  const deps = app.deps;
  deps.jobs.register(passwordResetQueue, (data, job) => runPasswordReset(deps, data, job));
  deps.jobs.register(registrationQueue, (data, job) => runRegistration(deps, data, job));
  const strict = { config: { rateLimit: { max: deps.config.loginRateLimit, timeWindow: '1 minute' } } };
  // A token lives 24 h, never past its session's absolute lifetime (decision 0023).
  const signed = (payload: Parameters<typeof app.jwt.sign>[0], session: SessionRef) => {
    const seconds = tokenSeconds(session, TOKEN_TTL_SECONDS);
    return {
      jwt: app.jwt.sign(payload, { expiresIn: seconds }),
      expiresAt: new Date(Date.now() + seconds * 1000).toISOString(),
    };
  };
  const userSession = (user: PrincipalUser, mid: string | null, session: SessionRef) => ({
    user: toPublicUser(user),
    ...signed(
      { sub: user.id, sid: session.id, tv: user.tokenVersion, typ: 'user', ...(mid ? { mid } : {}) },
      session,
    ),
  });

  route(
    app,
    routes.login,
    async ({ db, body, request }) => {
      const outcome = await login(db, body, request.ip);
      if (outcome.kind === 'unvalidated') {
        const userId = outcome.userId;
        // Its mail's job is queued with the link before the refusal answers (issue 25).
        await sendValidationLink(deps, userId, null);
        throw new HttpError(403, VALIDATE_FIRST);
      }
      if (outcome.kind === 'user') {
        const session = await openSession(db, { userId: outcome.user.id });
        await markSignedIn(db, outcome.user.id);
        return {
          success: true as const,
          ...userSession(outcome.user, outcome.masterAccount?.id ?? null, session),
          masterAccount: outcome.masterAccount,
        };
      }
      const session = await openSession(db, { masterAccountId: outcome.masterAccountId });
      return {
        success: true as const,
        user: null,
        ...signed(
          { mid: outcome.masterAccountId, sid: session.id, tv: outcome.tokenVersion, typ: 'master' },
          session,
        ),
        masterAccount: outcome.masterAccount,
      };
    },
    strict,
  );

  route(app, routes.switchAccount, async ({ ctx, db, body }) => {
    const p = ctx.principal;
    const mid = p?.kind === 'master' ? p.masterAccountId : p?.kind === 'user' ? p.masterAccountId : null;
    const { user, masterAccount } = await switchAccount(db, mid, body.userId);
    // The user's session keeps the sign-in time: switching does not extend the lifetime.
    const session = await openSession(db, { userId: user.id }, p?.session.startedAt);
    return { success: true as const, ...userSession(user, masterAccount.id, session), masterAccount };
  });

  // The same session, a new token: never past the session's absolute lifetime (decision 0023).
  route(app, routes.refresh, async ({ ctx }) => {
    const p = ctx.principal;
    const mid = p?.kind === 'user' ? p.masterAccountId : null;
    return { success: true as const, ...userSession(ctx.user, mid, p!.session) };
  });

  // Signing out ends the session on the server: its tokens are refused from now on.
  route(app, routes.logout, async ({ ctx, db }) => {
    if (ctx.principal) await revokeSession(db, ctx.principal.session.id);
    return { success: true as const, message: 'Vous êtes déconnecté' };
  });

  const AGENT_REQUEST_SENT =
    'Le producteur doit accepter votre demande avant que vous ne voyiez son catalogue.';
  // The same answer whether the address had an account or not (decision 0027, addendum on
  // registration): the account, or the warning to its owner, follows by mail.
  const accepted = (message = CHECK_MAILBOX) => ({ success: true as const, message });
  const registered = async (user: PrincipalUser, message: string) => ({
    success: true as const,
    ...userSession(user, null, await openSession(deps.db, { userId: user.id })),
    masterAccount: null,
    message,
  });
  route(
    app,
    routes.registerBuyer,
    async ({ body }) => {
      await registerBuyer(deps, routes.registerBuyer.body.parse(body));
      return accepted();
    },
    strict,
  );
  // An invited client's account, tied to their record (issue 15; the clients module's contract).
  route(
    app,
    clientsRoutes.acceptInvitation,
    async ({ body }) => registered(await registerInvited(deps, body), 'Votre compte a été créé'),
    strict,
  );
  route(
    app,
    routes.registerSeller,
    async ({ body }) => {
      await registerSeller(deps, routes.registerSeller.body.parse(body));
      return accepted();
    },
    strict,
  );
  route(
    app,
    routes.registerAgent,
    async ({ body }) => {
      const parsed = routes.registerAgent.body.parse(body);
      await registerAgent(deps, parsed);
      // The shop's owner decides first (decision 0025): the agent sees nothing of it until then.
      return accepted(parsed.shopCode ? `${CHECK_MAILBOX} ${AGENT_REQUEST_SENT}` : CHECK_MAILBOX);
    },
    strict,
  );

  // The mailed link confirms the address and signs its owner in, as sign-in does.
  route(
    app,
    routes.validate,
    async ({ body }) =>
      registered(await validateEmail(deps.db, body.token), 'Votre adresse e-mail est confirmée'),
    strict,
  );

  route(
    app,
    routes.requestReset,
    async ({ body }) => {
      // Answered before the address is even looked up: a real address and an unknown one take
      // the same time (decision 0027); the job, enqueued first, mails the link (issue 25).
      await deps.jobs.send(passwordResetQueue, { email: body.email });
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
    async ({ db, body, request }) => {
      await resetPassword(db, body.token, body.password, request.ip);
      return {
        success: true as const,
        message: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
      };
    },
    strict,
  );
}
