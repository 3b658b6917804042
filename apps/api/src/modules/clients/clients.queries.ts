import type { ClientExportQuery, ClientListQuery } from '@cuvee/contracts';
import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { containsPattern } from '../../lib/search.ts';
import { shopMemberships } from '../shops/index.ts';
import { users } from '../users/users.table.ts';
import { accountState, memberName, toListRow } from './clients.mapper.ts';
import { ASSIGNABLE_ROLES, type ClientActor, visibleTo } from './clients.rules.ts';
import { clients } from './clients.table.ts';

/**
 * The clients of the request's shops read through the view of migration 0014 under the name
 * `clients` (`from "clients_in_scope" "clients"`), so every column of the `clients` table object
 * refers to it. Row-level security keeps a LIKE off the trigram index; the view (the owner's
 * read, the policy's rule in its WHERE) lets the list's conditions and LIMIT form the raw query's
 * plan. Lists only; writes go to `clients` under row-level security. Declared here, not in a
 * *.table.ts file, so that drizzle-kit never takes the view for a table.
 */
const clientsInScope = alias(pgTable('clients_in_scope', { id: uuid('id') }), 'clients');

type Filters = Omit<z.output<typeof ClientListQuery>, 'limit' | 'offset'>;

/** Each word must match somewhere ('eleonore chat' finds 'Château Éléonore'); a few at most. */
const wordsOf = (q: string | undefined) => (q ? q.split(/\s+/).filter(Boolean).slice(0, 5) : []);

/**
 * The list's conditions: the actor's visibility, the search and the filters. Read from
 * `clientsInScope` (migration 0014), every word is a plain condition of the one statement: the
 * planner walks the shop's sort index up to the page's LIMIT for common words, or reads the
 * trigram index (`clients_search_idx`) for a precise one — the raw query's plan, linear at worst
 * (issue 23, finding 6: ids handed over per word were compared row by row, quadratic).
 */
function filtersOf(actor: ClientActor, q: Filters): (SQL | undefined)[] {
  return [
    visibleTo(actor),
    ...wordsOf(q.q).map((word) => sql`${clients.searchText} like ${containsPattern(word)}`),
    q.kind ? eq(clients.kind, q.kind) : undefined,
    q.typology ? eq(clients.typology, q.typology) : undefined,
    q.tag ? sql`${clients.tags} @> array[${q.tag}]::text[]` : undefined,
    q.agentId ? eq(clients.agentId, q.agentId) : undefined,
    q.prospectStatus ? eq(clients.prospectStatus, q.prospectStatus) : undefined,
  ];
}

const listFields = {
  id: clients.id,
  kind: clients.kind,
  displayName: clients.displayName,
  company: clients.company,
  firstname: clients.firstname,
  lastname: clients.lastname,
  email: clients.email,
  phone: clients.phone,
  city: clients.city,
  typology: clients.typology,
  tags: clients.tags,
  agentId: clients.agentId,
  agentName: memberName,
  prospectStatus: clients.prospectStatus,
  nextAction: clients.nextAction,
  nextActionOn: clients.nextActionOn,
  account: accountState,
  createdAt: clients.createdAt,
};

const orderOf = (sort: Filters['sort']) =>
  sort === 'createdAt'
    ? [desc(clients.createdAt), desc(clients.id)]
    : [asc(clients.sortKey), asc(clients.id)];

/**
 * A page of clients (agent names joined, no query per row) and the total: the page read in the
 * list's index order stops after its rows, and the count reads the index alone. One statement
 * with `count(*) over()` would join, compute and sort every matching row before the limit: 7
 * times slower than the raw page at 100,000 clients (docs/benchmarks/clients.md). A short page
 * tells its own total, so a small shop's list is one statement.
 */
export async function listClients(actor: ClientActor, tx: TenantTx, q: z.output<typeof ClientListQuery>) {
  const rows = await tx
    .select(listFields)
    .from(clientsInScope)
    .leftJoin(users, eq(users.id, clients.agentId))
    .where(and(scoped(tx, actor).owns(clients), ...filtersOf(actor, q)))
    .orderBy(...orderOf(q.sort))
    .limit(q.limit)
    .offset(q.offset);
  let total = q.offset + rows.length;
  if (rows.length === q.limit || (rows.length === 0 && q.offset > 0)) {
    const [c] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(clientsInScope)
      .where(and(scoped(tx, actor).owns(clients), ...filtersOf(actor, q)));
    total = c?.n ?? 0;
  }
  return { total, clients: rows.map(toListRow) };
}

/** Every row of the filtered list, up to `max` (the export). */
export async function filteredRows(
  actor: ClientActor,
  tx: TenantTx,
  q: z.output<typeof ClientExportQuery>,
  max: number,
) {
  return tx
    .select({
      row: getTableColumns(clients),
      agentName: memberName,
    })
    .from(clientsInScope)
    .leftJoin(users, eq(users.id, clients.agentId))
    .where(and(scoped(tx, actor).owns(clients), ...filtersOf(actor, q)))
    .orderBy(...orderOf(q.sort))
    .limit(max);
}

/** The tags used on the records the actor sees, alphabetical. */
export async function clientTags(actor: ClientActor, tx: TenantTx): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ tag: sql<string>`unnest(${clients.tags})`.as('tag') })
    .from(clients)
    .where(and(scoped(tx, actor).owns(clients), visibleTo(actor)));
  return rows.map((r) => r.tag).sort((a, b) => a.localeCompare(b, 'fr'));
}

/** The active owners, collaborators and agents of the shop, by name. */
/** The shop's active owners, collaborators and agents, by name: whom a client or a task may be assigned to. */
export async function clientAssignees(actor: TenantScope, tx: TenantTx) {
  const rows = await tx
    .select({ id: users.id, name: memberName, username: users.username, role: shopMemberships.role })
    .from(shopMemberships)
    .innerJoin(users, eq(users.id, shopMemberships.userId))
    .where(
      and(
        scoped(tx, actor).owns(shopMemberships),
        eq(shopMemberships.status, 'active'),
        inArray(shopMemberships.role, [...ASSIGNABLE_ROLES]),
      ),
    );
  return rows
    .map((r) => ({ id: r.id, name: r.name ?? r.username, role: r.role as (typeof ASSIGNABLE_ROLES)[number] }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/** 'Aller à' (spec §2): the records the actor sees whose name, company, e-mail or city hold every word; at most `limit`. */
export async function findClients(actor: ClientActor, tx: TenantTx, text: string, limit: number) {
  return tx
    .select({ id: clients.id, name: clients.displayName, city: clients.city })
    .from(clientsInScope)
    .where(and(scoped(tx, actor).owns(clients), ...filtersOf(actor, { q: text, sort: 'name' })))
    .orderBy(...orderOf('name'))
    .limit(limit);
}
