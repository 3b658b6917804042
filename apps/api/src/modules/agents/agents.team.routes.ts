import { agentsTeamRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { queueMail } from '../mail/index.ts';
import { ownProfile, saveProfile, searchDirectory } from './agents.directory.ts';
import { answerInvitation, inviteByEmail, inviteFound } from './agents.invite.service.ts';
import { agentPage, changeSector, listTeamAgents, moveAgent, removeAgent } from './agents.team.service.ts';

const ok = true as const;

/** The shop's agents (issue 28 part 2), and an agent's own profile and answers to invitations. */
export async function agentsTeamRoutes(app: FastifyInstance) {
  const { jobs, config } = app.deps;
  route(app, routes.list, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await listTeamAgents(ctx, tx, query)),
  }));
  // The invitation's mail is a job in its transaction (decision 0054): sent once it commits.
  route(
    app,
    routes.invite,
    async ({ ctx, tx, body }) => {
      const { agent, mail, message } = await inviteByEmail(ctx, tx, body, config.publicUrl);
      await queueMail(jobs, tx, mail);
      return { success: ok, agent, message };
    },
    { jobs: true },
  );
  route(
    app,
    routes.inviteFound,
    async ({ ctx, tx, body }) => {
      const { agent, mail, message } = await inviteFound(ctx, tx, body, config.publicUrl);
      await queueMail(jobs, tx, mail);
      return { success: ok, agent, message };
    },
    { jobs: true },
  );
  route(app, routes.directory, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await searchDirectory(ctx, tx, query)),
  }));
  route(app, routes.show, async ({ ctx, tx, params }) => ({
    success: ok,
    ...(await agentPage(ctx, tx, params.id)),
  }));
  route(app, routes.sector, async ({ ctx, tx, params, body }) => ({
    success: ok,
    agent: await changeSector(ctx, tx, params.id, body),
    message: 'Le secteur a été enregistré',
  }));
  route(app, routes.suspend, async ({ ctx, tx, params }) => ({
    success: ok,
    agent: await moveAgent(ctx, tx, params.id, 'suspend'),
    message: "L'agent est suspendu",
  }));
  route(app, routes.reactivate, async ({ ctx, tx, params }) => ({
    success: ok,
    agent: await moveAgent(ctx, tx, params.id, 'reactivate'),
    message: "L'agent a retrouvé son accès",
  }));
  route(app, routes.remove, async ({ ctx, tx, params }) => {
    await removeAgent(ctx, tx, params.id);
    return { success: ok, message: "L'agent a été retiré de la boutique" };
  });
  // The agent's own rows, on the system handle (their profile has no shop; an invitation's
  // membership grants nothing yet, so its shop is not among theirs).
  route(app, routes.profile, async ({ ctx, db }) => ({
    success: ok,
    profile: await ownProfile(db, ctx.user.id),
  }));
  route(app, routes.saveProfile, async ({ ctx, db, body }) => ({
    success: ok,
    profile: await saveProfile(db, ctx.user.id, body),
    message: 'Votre profil a été enregistré',
  }));
  route(app, routes.acceptInvitation, async ({ ctx, db, params }) => ({
    success: ok,
    message: await answerInvitation(db, ctx, params.shopId, 'accept'),
  }));
  route(app, routes.declineInvitation, async ({ ctx, db, params }) => ({
    success: ok,
    message: await answerInvitation(db, ctx, params.shopId, 'decline'),
  }));
}
