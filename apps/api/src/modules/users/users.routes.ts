import {
  AgentsResponse,
  ChangePasswordBody,
  MeResponse,
  SuccessMessage,
  UpdateMeBody,
  UpdateMeResponse,
} from '@cuvee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errors } from '../../lib/route-schema.ts';
import { requireShopPermission, requireUser } from '../../plugins/auth.ts';
import {
  changePassword,
  listShopAgents,
  loadPrincipalUser,
  toPublicUser,
  updateMe,
} from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/v1/users/me',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: MeResponse, ...errors(401) },
      },
    },
    async (request) => ({ success: true as const, user: toPublicUser(requireUser(request)) }),
  );

  app.put(
    '/v1/users/me',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary:
          'Update the signed-in user (profile, addresses, cart); message:false answers without a message',
        security: bearer,
        body: UpdateMeBody,
        response: { 200: UpdateMeResponse, ...errors(400, 401, 409) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updateMe(db, user, request.body);
      const fresh = await loadPrincipalUser(db, user.id);
      const answer = { success: true as const, user: toPublicUser(fresh!) };
      return request.body.message === false
        ? answer
        : { ...answer, message: 'Vos informations ont été enregistrées' };
    },
  );

  app.put(
    '/v1/users/me/password',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Change the password (other sessions are signed out); answers a fresh jwt',
        security: bearer,
        body: ChangePasswordBody,
        response: { 200: SuccessMessage.extend({ jwt: z.string() }), ...errors(400, 401, 422) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const tv = await changePassword(db, user, request.body.currentPassword, request.body.newPassword);
      const jwt = app.jwt.sign({
        sub: user.id,
        tv,
        typ: 'user',
        ...(request.principal?.kind === 'user' && request.principal.masterAccountId
          ? { mid: request.principal.masterAccountId }
          : {}),
      });
      return { success: true as const, message: 'Votre mot de passe a été modifié', jwt };
    },
  );

  app.get(
    '/v1/agents',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: "The shop's agents (needs accessCollaborator and accessAgent)",
        security: bearer,
        response: { 200: AgentsResponse, ...errors(401, 403) },
      },
    },
    async (request) => {
      const { shopId } = requireShopPermission(request, 'accessCollaborator', 'accessAgent');
      return { success: true as const, users: await listShopAgents(db, shopId) };
    },
  );
};
