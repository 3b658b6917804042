import { type Client, type ClientListRow, type ClientStoredAddress, splitSiret } from '@cuvee/contracts';
import { sql } from 'drizzle-orm';
import { users } from '../users/users.table.ts';
import { type ClientRow, clientInvitations, clients } from './clients.table.ts';

/*
 * Rows to answers, and the SQL pieces every read shares (agent's name, account state), so a
 * page of clients is one statement and the detail two.
 */

export type AccountState = 'none' | 'invited' | 'linked';
export type MemberRef = { id: string; name: string };

/** 'Prénom Nom' of a user, from the joined users row. */
export const memberName = sql<string>`nullif(trim(concat_ws(' ', ${users.firstname}, ${users.lastname})), '')`;

/** 'linked' when an account is tied, 'invited' while an invitation waits, else 'none'. */
export const accountState = sql<AccountState>`case
  when ${clients.userId} is not null then 'linked'
  when exists (select 1 from ${clientInvitations} i where i.shop_id = ${clients.shopId}
    and i.client_id = ${clients.id} and i.accepted_at is null and i.expires_at > now()) then 'invited'
  else 'none' end`;

const dateText = (d: Date | null) => (d ? d.toISOString() : null);

export function agentRef(agentId: string | null, agentName: string | null): MemberRef | null {
  return agentId ? { id: agentId, name: agentName ?? '' } : null;
}

export type AddressRow = {
  id: string;
  kind: 'delivery' | 'billing';
  isDefault: boolean;
  address: Record<string, unknown>;
};

export function toClient(
  row: ClientRow,
  agent: MemberRef | null,
  account: AccountState,
  addresses: readonly AddressRow[],
): Client {
  const parts = row.siret ? splitSiret(row.siret) : undefined;
  return {
    id: row.id,
    kind: row.kind,
    displayName: row.displayName,
    civility: row.civility,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    company: row.company,
    businessName: row.businessName,
    companyType: row.companyType,
    siret: row.siret,
    siren: parts?.siren ?? null,
    nic: parts?.nic ?? null,
    registrationNumber: row.registrationNumber,
    siteName: row.siteName,
    vatNumber: row.vatNumber,
    recipientType: row.recipientType,
    typology: row.typology,
    paymentMethod: row.paymentMethod,
    paymentDelay: row.paymentDelay,
    lang: row.lang,
    tags: row.tags,
    notes: row.notes,
    agent,
    consentMarketing: row.consentMarketing,
    consentAt: dateText(row.consentAt),
    consentSource: row.consentSource,
    prospectStatus: row.prospectStatus,
    nextAction: row.nextAction,
    nextActionOn: row.nextActionOn,
    account,
    source: row.source,
    addresses: addresses.map((a) => ({
      id: a.id,
      kind: a.kind,
      isDefault: a.isDefault,
      address: a.address as ClientStoredAddress,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ListRowSource = Pick<
  ClientRow,
  | 'id'
  | 'kind'
  | 'displayName'
  | 'company'
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'phone'
  | 'city'
  | 'typology'
  | 'tags'
  | 'agentId'
  | 'prospectStatus'
  | 'nextAction'
  | 'nextActionOn'
  | 'createdAt'
> & { agentName: string | null; account: AccountState };

export function toListRow(r: ListRowSource): ClientListRow {
  return {
    id: r.id,
    kind: r.kind,
    displayName: r.displayName,
    company: r.company,
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    phone: r.phone,
    city: r.city,
    typology: r.typology,
    tags: r.tags,
    agent: agentRef(r.agentId, r.agentName),
    prospectStatus: r.prospectStatus,
    nextAction: r.nextAction,
    nextActionOn: r.nextActionOn,
    account: r.account,
    createdAt: r.createdAt.toISOString(),
  };
}
