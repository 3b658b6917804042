import { type Client, ClientInput, type ClientValues } from '@cuvee/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isForeignKeyRefusal } from '../../plugins/database-errors.ts';
import { notify } from '../notifications/index.ts';
import { activeOwnerIds } from '../shops/index.ts';
import { users } from '../users/users.table.ts';
import { recordClientActivity } from './client-activities.ts';
import { accountState, agentRef, memberName, toClient } from './clients.mapper.ts';
import { clientRowOf } from './clients.rows.ts';
import {
  type ClientActor,
  checkAssignee,
  checkTypology,
  notFoundClient,
  refuseDuplicates,
  syncMembershipTypology,
  uniquely,
  visibleTo,
} from './clients.rules.ts';
import { type ClientRow, clientAddresses, clients } from './clients.table.ts';

/** One client as the API answers it: its row with agent and account (one statement), its addresses. */
export async function loadClient(actor: ClientActor, tx: TenantTx, id: string): Promise<Client> {
  const s = scoped(tx, actor);
  const [found] = await tx
    .select({ row: clients, agentName: memberName, account: accountState })
    .from(clients)
    .leftJoin(users, eq(users.id, clients.agentId))
    .where(and(s.owns(clients), eq(clients.id, id), visibleTo(actor)));
  if (!found) throw notFoundClient();
  const addresses = await s
    .selectAll(clientAddresses, eq(clientAddresses.clientId, id))
    .orderBy(asc(clientAddresses.position));
  return toClient(found.row, agentRef(found.row.agentId, found.agentName), found.account, addresses);
}

/** The row the actor may change, locked; another's or another shop's answers 404. */
async function lockedRow(actor: ClientActor, tx: TenantTx, id: string): Promise<ClientRow> {
  const [row] = await scoped(tx, actor)
    .selectAll(clients, eq(clients.id, id), visibleTo(actor))
    .for('update');
  if (!row) throw notFoundClient();
  return row;
}

async function checkRules(actor: ClientActor, tx: TenantTx, v: ClientValues, exceptId?: string) {
  const shopId = scoped(tx, actor).shopId;
  await checkTypology(tx, shopId, v.typology);
  if (v.agentId) await checkAssignee(tx, actor, v.agentId);
  await refuseDuplicates(tx, actor, v, exceptId);
}

async function writeAddresses(actor: ClientActor, tx: TenantTx, clientId: string, v: ClientValues) {
  const s = scoped(tx, actor);
  await s.delete(clientAddresses).where(eq(clientAddresses.clientId, clientId));
  if (v.addresses.length === 0) return;
  await s.insert(clientAddresses).values(
    v.addresses.map((a, position) => ({
      clientId,
      kind: a.kind,
      isDefault: a.isDefault,
      position,
      address: a.address as Record<string, unknown>,
    })),
  );
}

export async function createClient(actor: ClientActor, tx: TenantTx, input: ClientValues) {
  // A member who sees only their own clients keeps sight of the one they create.
  const v: ClientValues = { ...input, agentId: input.agentId ?? (actor.seesAll ? undefined : actor.user.id) };
  await checkRules(actor, tx, v);
  const s = scoped(tx, actor);
  const [row] = await uniquely(tx, actor, v, undefined, (sp) =>
    scoped(sp, actor)
      .insert(clients)
      .values([clientRowOf(s.shopId, v, { source: 'manual', createdBy: actor.user.id })])
      .returning(),
  );
  await writeAddresses(actor, tx, row!.id, v);
  await recordClientActivity(tx, actor, [{ clientId: row!.id, kind: 'created', body: 'Fiche créée' }]);
  if (actor.isAgent) {
    // The shop's owners, told when an agent brings a client (newClientPropertyToAgent).
    const owners = await activeOwnerIds(tx, actor);
    await notify(
      tx,
      owners.map((userId) => ({
        userId,
        shopId: s.shopId,
        type: 'newClientPropertyToAgent' as const,
        content: `Nouveau client apporté par un agent : ${row!.displayName}`,
        redirectLink: `/dashboard/clients/${row!.id}`,
        subjectId: row!.id,
      })),
    );
  }
  return { message: 'Le client a été créé', client: await loadClient(actor, tx, row!.id) };
}

export async function updateClient(actor: ClientActor, tx: TenantTx, id: string, v: ClientValues) {
  const current = await lockedRow(actor, tx, id);
  await checkRules(actor, tx, v, id);
  const {
    shopId: _shop,
    source: _src,
    createdBy: _by,
    ...columns
  } = clientRowOf(current.shopId, v, {
    source: current.source,
    createdBy: current.createdBy,
  });
  // Consent keeps its first date while it stays given.
  const consentAt = v.consentMarketing ? (current.consentAt ?? columns.consentAt) : null;
  await uniquely(tx, actor, v, id, (sp) =>
    scoped(sp, actor)
      .update(clients)
      .set({ ...columns, consentAt, updatedAt: new Date() })
      .where(eq(clients.id, id)),
  );
  await writeAddresses(actor, tx, id, v);
  await syncMembershipTypology(tx, actor, current.userId, v.typology);
  return { message: 'Le client a été enregistré', client: await loadClient(actor, tx, id) };
}

export async function removeClient(actor: ClientActor, tx: TenantTx, id: string) {
  const gone = await scoped(tx, actor)
    .delete(clients)
    .where(eq(clients.id, id), visibleTo(actor))
    .returning({ id: clients.id });
  if (gone.length === 0) throw notFoundClient();
  return { message: 'Le client a été supprimé' };
}

/**
 * Deletes the clients an import created, in one statement; their addresses, timelines and
 * invitations go with them, tasks let go of them (the foreign keys, each served by an index on
 * client_id: migration 0014, issue 23 finding 6). Answers how many were deleted.
 */
export async function removeImportedClients(scope: TenantScope, tx: TenantTx, importId: string) {
  try {
    // A savepoint: a refusal leaves the caller's transaction usable, and nothing removed.
    const gone = await tx.transaction((sp) =>
      scoped(sp as TenantTx, scope)
        .delete(clients)
        .where(eq(clients.importId, importId))
        .returning({ id: clients.id }),
    );
    return gone.length;
  } catch (error) {
    if (isForeignKeyRefusal(error)) throw new HttpError(409, IMPORT_IN_USE);
    throw error;
  }
}

const IMPORT_IN_USE =
  "Des clients de cet import ont déjà des commandes, factures ou règlements : l'import ne peut plus être annulé";

/** A prospect becomes a client: a professional when it names a company, else an individual. */
export async function convertProspect(actor: ClientActor, tx: TenantTx, id: string) {
  const row = await lockedRow(actor, tx, id);
  if (row.kind !== 'prospect') throw new HttpError(409, "Ce contact n'est pas un prospect");
  const kind = row.company ? 'professional' : 'individual';
  await scoped(tx, actor)
    .update(clients)
    .set({ kind, prospectStatus: null, updatedAt: new Date() })
    .where(eq(clients.id, id));
  const label = kind === 'professional' ? 'client professionnel' : 'client particulier';
  await recordClientActivity(tx, actor, [
    { clientId: id, kind: 'converted', body: `Prospect converti en ${label}` },
  ]);
  return { message: 'Le prospect est devenu client', client: await loadClient(actor, tx, id) };
}

/** Parsed input for a service call outside HTTP (seed, imports). */
export const clientValues = (input: unknown): ClientValues => ClientInput.parse(input);

/** Records by id the actor may see (for other modules: tasks, opportunities). */
export async function visibleClientIds(actor: ClientActor, tx: TenantTx, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await scoped(tx, actor)
    .select({ id: clients.id })
    .from(clients)
    .where(inArray(clients.id, [...ids]), visibleTo(actor));
  return new Set(rows.map((r) => r.id));
}
