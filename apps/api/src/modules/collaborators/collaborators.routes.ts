import { collaboratorsRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { queueMail } from '../mail/index.ts';
import {
  changeRights,
  changeStatus,
  collaboratorPage,
  inviteCollaborator,
  listCollaborators,
  removeCollaborator,
} from './collaborators.service.ts';
import { createPreset, listPresets, removePreset, updatePreset } from './role-presets.service.ts';

const ok = true as const;

/** The shop's collaborators and the presets of their rights (issue 28). */
export async function collaboratorsRoutes(app: FastifyInstance) {
  const { jobs, config } = app.deps;
  route(app, routes.list, async ({ ctx, tx }) => ({
    success: ok,
    collaborators: await listCollaborators(ctx, tx),
  }));
  route(
    app,
    routes.invite,
    async ({ ctx, tx, body }) => {
      const { collaborator, mail, message } = await inviteCollaborator(ctx, tx, body, config.publicUrl);
      // The mail's job in the invitation's transaction (decision 0054): sent once it commits.
      await queueMail(jobs, tx, mail);
      return { success: ok, collaborator, message };
    },
    { jobs: true },
  );
  route(app, routes.show, async ({ ctx, tx, params }) => ({
    success: ok,
    ...(await collaboratorPage(ctx, tx, params.id)),
  }));
  route(app, routes.rights, async ({ ctx, tx, params, body }) => ({
    success: ok,
    collaborator: await changeRights(ctx, tx, params.id, body),
    message: 'Les droits ont été enregistrés',
  }));
  route(app, routes.suspend, async ({ ctx, tx, params }) => ({
    success: ok,
    collaborator: await changeStatus(ctx, tx, params.id, 'suspended'),
    message: 'Le collaborateur est suspendu',
  }));
  route(app, routes.reactivate, async ({ ctx, tx, params }) => ({
    success: ok,
    collaborator: await changeStatus(ctx, tx, params.id, 'active'),
    message: 'Le collaborateur a retrouvé ses droits',
  }));
  route(app, routes.remove, async ({ ctx, tx, params }) => {
    await removeCollaborator(ctx, tx, params.id);
    return { success: ok, message: 'Le collaborateur a été retiré de la boutique' };
  });
  route(app, routes.presets, async ({ ctx, tx }) => ({ success: ok, presets: await listPresets(ctx, tx) }));
  route(app, routes.createPreset, async ({ ctx, tx, body }) => ({
    success: ok,
    preset: await createPreset(ctx, tx, body),
    message: 'Le modèle de droits a été créé',
  }));
  route(app, routes.updatePreset, async ({ ctx, tx, params, body }) => ({
    success: ok,
    preset: await updatePreset(ctx, tx, params.id, body),
    message: 'Le modèle de droits a été enregistré',
  }));
  route(app, routes.deletePreset, async ({ ctx, tx, params }) => {
    await removePreset(ctx, tx, params.id);
    return { success: ok, message: 'Le modèle de droits a été supprimé' };
  });
}
