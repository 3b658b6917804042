import { clientsRoutes as routes, tourRoutes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../db/tenant.ts';
import { route } from '../../lib/route.ts';
import { queueMail } from '../mail/index.ts';
import { clientsCsv, clientsExportFileName, clientsXlsx, exportClientRows } from './clients.export.ts';
import { invitationView, inviteClient } from './clients.invitations.ts';
import { clientAssignees, clientTags, listClients } from './clients.queries.ts';
import { clientActorOf as actorOf, findDuplicates } from './clients.rules.ts';
import { convertProspect, createClient, loadClient, removeClient, updateClient } from './clients.service.ts';
import { addClientNote, clientTimeline } from './clients.timeline.ts';
import { takeTourNote } from './clients.tour-notes.ts';

const ok = true as const;

/**
 * The clients routes (issue 15): the access hook has checked the action (clients.read or
 * clients.write); the services narrow to the records the caller follows.
 */
export async function clientsRoutes(app: FastifyInstance) {
  const { config, jobs } = app.deps;
  // The list, its search and the export: each statement bounded (issue 23, finding 6).
  const bounded = { statementTimeoutMs: config.listStatementTimeoutMs };
  route(
    app,
    routes.list,
    async ({ ctx, tx, query }) => ({ success: ok, ...(await listClients(actorOf(ctx), tx, query)) }),
    bounded,
  );
  route(app, routes.create, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await createClient(actorOf(ctx), tx, body)),
  }));
  route(app, routes.duplicates, async ({ ctx, tx, query }) => ({
    success: ok,
    duplicates: await findDuplicates(tx, actorOf(ctx), query, query.exceptId),
  }));
  route(app, routes.assignees, async ({ ctx, tx }) => ({
    success: ok,
    assignees: await clientAssignees(actorOf(ctx), tx),
  }));
  route(app, routes.tags, async ({ ctx, tx }) => ({ success: ok, tags: await clientTags(actorOf(ctx), tx) }));
  route(
    app,
    routes.export,
    async ({ ctx, tx, query, reply }) => {
      const rows = await exportClientRows(actorOf(ctx), tx, query);
      reply.header('content-disposition', `attachment; filename="${clientsExportFileName(query.format)}"`);
      if (query.format === 'csv') {
        reply.type('text/csv; charset=utf-8');
        return clientsCsv(rows);
      }
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      return (await clientsXlsx(rows)) as unknown as string;
    },
    bounded,
  );
  route(app, routes.get, async ({ ctx, tx, params }) => ({
    success: ok,
    client: await loadClient(actorOf(ctx), tx, params.id),
  }));
  route(app, routes.update, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await updateClient(actorOf(ctx), tx, params.id, body)),
  }));
  route(app, routes.remove, async ({ ctx, tx, params }) => ({
    success: ok,
    ...(await removeClient(actorOf(ctx), tx, params.id)),
  }));
  route(app, routes.convert, async ({ ctx, tx, params }) => ({
    success: ok,
    ...(await convertProspect(actorOf(ctx), tx, params.id)),
  }));
  route(app, routes.activities, async ({ ctx, tx, params, query }) => ({
    success: ok,
    ...(await clientTimeline(actorOf(ctx), tx, params.id, query)),
  }));
  route(app, routes.addNote, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await addClientNote(actorOf(ctx), tx, params.id, body.body)),
  }));
  // A visit note taken offline in tour mode, sent with its device's key (decision 0166).
  route(app, tourRoutes.note, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await takeTourNote(actorOf(ctx), tx, body)),
  }));
  route(
    app,
    routes.invite,
    async ({ ctx, tx, params }) => {
      const { message, mail } = await inviteClient(actorOf(ctx), tx, params.id, config.publicUrl);
      // The mail's job in the invitation's transaction (decision 0054): sent once it commits.
      await queueMail(jobs, tx, mail);
      return { success: ok, message };
    },
    { jobs: true },
  );
  route(app, routes.invitation, async ({ db, params }) => ({
    success: ok,
    invitation: await invitationView(publicRead(db), params.token),
  }));
}
