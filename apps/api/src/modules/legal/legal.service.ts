import type { LegalDocumentState, LegalVersion } from '@cuvee/contracts';
import { isUnreviewedModel, LEGAL_KIND_LABELS, LEGAL_KINDS, type LegalKind, legalModel } from '@cuvee/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { actedShop } from '../shops/index.ts';
import { users } from '../users/index.ts';
import { factsOf } from './legal.facts.ts';
import { type LegalDocumentRow, legalDocuments, legalDrafts } from './legal.table.ts';

/*
 * The shop's side of its legal documents (issue 24): the versions it published and the draft it
 * writes. Publishing adds a version numbered after the last one, in a transaction that holds the
 * document's lock, and never touches an earlier version (a trigger refuses that anyway).
 */

export const LEGAL = {
  draftSaved: 'Brouillon enregistré',
  draftDiscarded: 'Brouillon supprimé',
  versionNotFound: "Cette version du document n'existe pas",
  unchanged: (version: number) =>
    `Ce texte est déjà celui de la version ${version} publiée : modifiez-le avant de publier`,
  published: (kind: LegalKind, version: number) =>
    `${LEGAL_KIND_LABELS[kind].fr} : version ${version} publiée`,
} as const;

const publisherName = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${users.firstname}, ${users.lastname})), '')`;

/** The start of a version's text, enough to tell the model's review note. */
const head = sql<string>`left(${legalDocuments.body}, 40)`;

/** Every document of the shop: its published versions, newest first, and its draft. */
export async function listLegalDocuments(scope: TenantScope, tx: TenantTx): Promise<LegalDocumentState[]> {
  const s = scoped(tx, scope);
  const [versions, drafts] = await Promise.all([
    tx
      .select({
        id: legalDocuments.id,
        kind: legalDocuments.kind,
        version: legalDocuments.version,
        publishedAt: legalDocuments.publishedAt,
        publishedBy: publisherName,
        head,
      })
      .from(legalDocuments)
      .leftJoin(users, eq(users.id, legalDocuments.createdBy))
      .where(s.owns(legalDocuments))
      .orderBy(legalDocuments.kind, desc(legalDocuments.version)),
    s.selectAll(legalDrafts),
  ]);
  return LEGAL_KINDS.map((kind) => {
    const draft = drafts.find((d) => d.kind === kind);
    return {
      kind,
      versions: versions
        .filter((v) => v.kind === kind)
        .map((v) => ({
          id: v.id,
          version: v.version,
          publishedAt: v.publishedAt.toISOString(),
          publishedBy: v.publishedBy,
          unreviewedModel: isUnreviewedModel(v.head),
        })),
      draft: draft ? { body: draft.body, updatedAt: draft.updatedAt.toISOString() } : null,
    };
  });
}

function toVersion(row: LegalDocumentRow, publishedBy: string | null): LegalVersion {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy,
    unreviewedModel: isUnreviewedModel(row.body),
    body: row.body,
  };
}

/** One published version, with its text. */
export async function legalVersion(
  scope: TenantScope,
  tx: TenantTx,
  kind: LegalKind,
  version: number,
): Promise<LegalVersion> {
  const [found] = await tx
    .select({ row: legalDocuments, publishedBy: publisherName })
    .from(legalDocuments)
    .leftJoin(users, eq(users.id, legalDocuments.createdBy))
    .where(
      and(
        scoped(tx, scope).owns(legalDocuments),
        eq(legalDocuments.kind, kind),
        eq(legalDocuments.version, version),
      ),
    );
  if (!found) throw new HttpError(404, LEGAL.versionNotFound);
  return toVersion(found.row, found.publishedBy);
}

/** The platform's model of a document, filled with the shop's identity. */
export async function legalModelOf(scope: TenantScope, tx: TenantTx, kind: LegalKind): Promise<string> {
  return legalModel(kind, await factsOf(tx, await actedShop(scope, tx)));
}

/** Keeps the text being written (one draft per document; nothing is published). */
export async function saveLegalDraft(
  scope: TenantScope,
  tx: TenantTx,
  kind: LegalKind,
  body: string,
): Promise<{ body: string; updatedAt: string }> {
  const [draft] = await scoped(tx, scope)
    .insert(legalDrafts)
    .values([{ kind, body, updatedBy: scope.user.id }])
    .onConflictDoUpdate({
      target: [legalDrafts.shopId, legalDrafts.kind],
      set: { body, updatedBy: scope.user.id, updatedAt: new Date() },
    })
    .returning();
  return { body: draft!.body, updatedAt: draft!.updatedAt.toISOString() };
}

export async function discardLegalDraft(scope: TenantScope, tx: TenantTx, kind: LegalKind): Promise<void> {
  await scoped(tx, scope).delete(legalDrafts).where(eq(legalDrafts.kind, kind));
}

/**
 * Adds the next version of a document of the shop acted on (`publishedBy` null: the platform's
 * model at the shop's opening) and lets its draft go. A text identical to the latest version is
 * refused: a new version says something new.
 */
export async function publishLegal(
  scope: TenantScope,
  tx: TenantTx,
  kind: LegalKind,
  body: string,
  publishedBy: string | null,
): Promise<LegalVersion> {
  const s = scoped(tx, scope);
  // Two publications of the same document at once: the second waits and takes the next number.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`legal:${s.shopId}:${kind}`}))`);
  const [latest] = await s
    .select({ version: legalDocuments.version, body: legalDocuments.body })
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, kind))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  if (latest && latest.body === body) throw new HttpError(422, LEGAL.unchanged(latest.version));
  const [row] = await s
    .insert(legalDocuments)
    .values([{ kind, version: (latest?.version ?? 0) + 1, body, createdBy: publishedBy }])
    .returning();
  await s.delete(legalDrafts).where(eq(legalDrafts.kind, kind));
  const [who] = publishedBy
    ? await tx.select({ name: publisherName }).from(users).where(eq(users.id, publishedBy))
    : [];
  return toVersion(row!, who?.name ?? null);
}
