import {
  LoginBody,
  LoginResponse,
  RegisterAgentBody,
  RegisterBuyerBody,
  RegisterSellerBody,
  ResetPasswordBody,
  ResetRequestBody,
  SuccessMessage,
  SwitchAccountBody,
  TokenBody,
} from '@cuvee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, unauthorized } from '../../lib/http-error.ts';
import { bearer, errors } from '../../lib/route-schema.ts';
import { requireUser, TOKEN_TTL_SECONDS } from '../../plugins/auth.ts';
import { resetMail } from '../mail/templates.ts';
import { type PrincipalUser, toPublicUser } from '../users/index.ts';
import { login, requestPasswordReset, resetPassword, switchAccount, validateEmail } from './auth.service.ts';
import { registerAgent, registerBuyer, registerSeller } from './registration.service.ts';

const RegisterResponse = LoginResponse.extend({ message: SuccessMessage.shape.message });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db } = deps;
  const strict = { rateLimit: { max: deps.config.loginRateLimit, timeWindow: '1 minute' } };
  const expiresAt = () => new Date(Date.now() + TOKEN_TTL_SECONDS * 1000).toISOString();
  const userSession = (user: PrincipalUser, mid: string | null) => ({
    user: toPublicUser(user),
    jwt: app.jwt.sign({ sub: user.id, tv: user.tokenVersion, typ: 'user', ...(mid ? { mid } : {}) }),
    expiresAt: expiresAt(),
  });

  app.post(
    '/v1/auth/login',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username or e-mail; a master account answers its users',
        body: LoginBody,
        response: { 200: LoginResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const outcome = await login(db, request.body);
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
  );

  app.post(
    '/v1/auth/switch-account',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['auth'],
        summary: 'Switch a master-account session to one of its users',
        security: bearer,
        body: SwitchAccountBody,
        response: { 200: LoginResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const p = request.principal;
      const mid = p?.kind === 'master' ? p.masterAccountId : p?.kind === 'user' ? p.masterAccountId : null;
      if (!p) throw unauthorized(request.authError ?? undefined);
      if (!mid) throw new HttpError(403, "Votre compte n'est pas un compte principal");
      const { user, masterAccount } = await switchAccount(db, mid, request.body.userId);
      return { success: true as const, ...userSession(user, mid), masterAccount };
    },
  );

  app.post(
    '/v1/auth/refresh',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Renew a still-valid session token',
        security: bearer,
        response: { 200: LoginResponse.omit({ masterAccount: true }), ...errors(401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const mid = request.principal?.kind === 'user' ? request.principal.masterAccountId : null;
      return { success: true as const, ...userSession(user, mid) };
    },
  );

  app.post(
    '/v1/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out (the client forgets its token)',
        response: { 200: SuccessMessage },
      },
    },
    async () => ({ success: true as const, message: 'Vous êtes déconnecté' }),
  );

  const registered = (user: PrincipalUser) => ({
    success: true as const,
    ...userSession(user, null),
    masterAccount: null,
    message: 'Votre compte a été créé. Un e-mail de confirmation vous a été envoyé.',
  });
  const registerSchema = (
    summary: string,
    body: typeof RegisterBuyerBody | typeof RegisterSellerBody | typeof RegisterAgentBody,
  ) => ({
    config: strict,
    schema: {
      tags: ['auth'],
      summary,
      body,
      response: { 200: RegisterResponse, ...errors(400, 404, 409, 429) },
    },
  });

  app.post(
    '/v1/auth/register/buyer',
    registerSchema('Register a buyer, attached to the shop of shopCode', RegisterBuyerBody),
    async (request) => registered(await registerBuyer(deps, RegisterBuyerBody.parse(request.body))),
  );
  app.post(
    '/v1/auth/register/seller',
    registerSchema('Register a seller: creates the shop and its owner', RegisterSellerBody),
    async (request) => registered(await registerSeller(deps, RegisterSellerBody.parse(request.body))),
  );
  app.post(
    '/v1/auth/register/agent',
    registerSchema('Register a sales agent', RegisterAgentBody),
    async (request) => registered(await registerAgent(deps, RegisterAgentBody.parse(request.body))),
  );

  app.post(
    '/v1/auth/validate',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address',
        body: TokenBody,
        response: { 200: SuccessMessage, ...errors(400) },
      },
    },
    async (request) => {
      await validateEmail(db, request.body.token);
      return { success: true as const, message: 'Votre adresse e-mail est confirmée' };
    },
  );

  app.post(
    '/v1/auth/reset-password/request',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link (same answer whether the address exists or not)',
        body: ResetRequestBody,
        response: { 200: SuccessMessage, ...errors(400, 429) },
      },
    },
    async (request) => {
      const mail = await requestPasswordReset(deps, request.body.email);
      if (mail) await deps.mailer.send(resetMail(mail.to, mail.link));
      return {
        success: true as const,
        message: 'Si un compte existe pour cette adresse, un e-mail vous a été envoyé.',
      };
    },
  );

  app.post(
    '/v1/auth/reset-password',
    {
      config: strict,
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a reset link',
        body: ResetPasswordBody,
        response: { 200: SuccessMessage, ...errors(400) },
      },
    },
    async (request) => {
      await resetPassword(db, request.body.token, request.body.password);
      return {
        success: true as const,
        message: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
      };
    },
  );
};
