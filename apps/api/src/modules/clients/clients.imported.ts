import type { ClientValues } from '@cuvee/contracts';
import { inArray, or, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { recordClientActivity } from './client-activities.ts';
import { clientRowOf } from './clients.rows.ts';
import { clientAddresses, clients } from './clients.table.ts';

/*
 * The clients an import brings (issue 25: the clients module owns its tables; the imports
 * module's job asks for these, in the transaction that also records the import's progress, so
 * a batch and its progress commit together or not at all).
 */

/** The e-mails (lower case) and SIRETs among these that a client of the shop already has. */
export async function takenEmailsAndSirets(
  tx: TenantTx,
  scope: TenantScope,
  emails: readonly string[],
  sirets: readonly string[],
): Promise<{ emails: Set<string>; sirets: Set<string> }> {
  const existing =
    emails.length || sirets.length
      ? await scoped(tx, scope)
          .select({ email: clients.email, siret: clients.siret })
          .from(clients)
          .where(
            or(
              emails.length ? inArray(sql`lower(${clients.email})`, [...emails]) : undefined,
              sirets.length ? inArray(clients.siret, [...sirets]) : undefined,
            ),
          )
      : [];
  return {
    emails: new Set(existing.flatMap((e) => (e.email ? [e.email.toLowerCase()] : []))),
    sirets: new Set(existing.flatMap((e) => (e.siret ? [e.siret] : []))),
  };
}

export type ImportedClient = {
  /** Drawn by the import beforehand, so that it can tell which rows were kept. */
  id: string;
  /** The file's line, named on the client's timeline. */
  line: number;
  values: ClientValues;
};

/**
 * Writes a batch of imported clients with their addresses and an 'imported' timeline entry.
 * A client another one created meanwhile with the same e-mail or SIRET is skipped, not an
 * error: answers the ids written.
 */
export async function insertImportedClients(
  tx: TenantTx,
  scope: TenantScope,
  origin: { importId: string; fileName: string; createdBy: string },
  batch: readonly ImportedClient[],
): Promise<Set<string>> {
  if (batch.length === 0) return new Set();
  const s = scoped(tx, scope);
  const inserted = await s
    .insert(clients)
    .values(
      batch.map((a) => ({
        ...clientRowOf(s.shopId, a.values, {
          source: 'import',
          createdBy: origin.createdBy,
          importId: origin.importId,
        }),
        id: a.id,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: clients.id });
  const ids = new Set(inserted.map((r) => r.id));
  const kept = batch.filter((a) => ids.has(a.id));
  const addresses = kept.flatMap((a) =>
    a.values.addresses.map((address, position) => ({
      clientId: a.id,
      kind: address.kind,
      isDefault: address.isDefault,
      position,
      address: address.address,
    })),
  );
  if (addresses.length) await s.insert(clientAddresses).values(addresses);
  await recordClientActivity(
    tx,
    scope,
    kept.map((a) => ({
      clientId: a.id,
      kind: 'imported' as const,
      body: `Importé depuis « ${origin.fileName} » (ligne ${a.line})`,
      link: `/dashboard/clients?import=${origin.importId}`,
      subjectId: origin.importId,
    })),
  );
  return ids;
}
