import type { ClientValues } from '@cuvee/contracts';
import { searchKey } from '@cuvee/domain';
import type { NewClientRow } from './clients.table.ts';

type Naming = Pick<ClientValues, 'kind' | 'firstname' | 'lastname' | 'company' | 'businessName' | 'email'>;
type AddressLike = { kind: 'delivery' | 'billing'; isDefault?: boolean; address: { city?: unknown } };

/** 'Cave des Papilles' for a company, else 'Durand Julie'. */
export function displayNameOf(client: Naming): string {
  const person = [client.lastname, client.firstname].filter(Boolean).join(' ');
  return (client.company?.trim() || person).trim();
}

/** The city lists show: the default delivery address's, else the first address's. */
export function cityOf(addresses: readonly AddressLike[]): string | null {
  const pick =
    addresses.find((a) => a.kind === 'delivery' && a.isDefault) ??
    addresses.find((a) => a.kind === 'delivery') ??
    addresses[0];
  const city = pick?.address.city;
  return typeof city === 'string' && city.trim() ? city.trim() : null;
}

/**
 * The derived columns of a client row (one place, for creation, edits and imports): display
 * name, sort key, and the accent-free search text over name, company, e-mail and cities.
 */
export function derivedColumns(
  client: Naming,
  addresses: readonly AddressLike[],
): Pick<NewClientRow, 'displayName' | 'sortKey' | 'searchText' | 'city'> {
  const displayName = displayNameOf(client);
  const cities = addresses.map((a) => a.address.city).filter((c): c is string => typeof c === 'string');
  const searchText = searchKey(
    [client.lastname, client.firstname, client.company, client.businessName, client.email, ...cities]
      .filter(Boolean)
      .join(' '),
  );
  return { displayName, sortKey: searchKey(displayName), searchText, city: cityOf(addresses) };
}

/** A client row from validated input (no id: the table draws it). */
export function clientRowOf(
  shopId: string,
  values: ClientValues,
  extra: Pick<NewClientRow, 'source' | 'createdBy'> & Partial<Pick<NewClientRow, 'importId' | 'userId'>>,
): NewClientRow {
  return {
    shopId,
    kind: values.kind,
    civility: values.civility ?? null,
    firstname: values.firstname ?? null,
    lastname: values.lastname,
    email: values.email ?? null,
    phone: values.phone ?? null,
    company: values.company ?? null,
    businessName: values.businessName ?? null,
    companyType: values.companyType ?? null,
    siret: values.siret ?? null,
    registrationNumber: values.registrationNumber ?? null,
    siteName: values.siteName ?? null,
    vatNumber: values.vatNumber ?? null,
    recipientType: values.recipientType ?? null,
    typology: values.typology,
    paymentMethod: values.paymentMethod ?? null,
    paymentDelay: values.paymentDelay ?? null,
    lang: values.lang,
    tags: values.tags,
    notes: values.notes ?? null,
    agentId: values.agentId ?? null,
    consentMarketing: values.consentMarketing,
    consentAt: values.consentMarketing ? new Date() : null,
    consentSource: values.consentMarketing ? (values.consentSource ?? null) : null,
    prospectStatus: values.kind === 'prospect' ? (values.prospectStatus ?? 'toContact') : null,
    nextAction: values.nextAction ?? null,
    nextActionOn: values.nextActionOn ?? null,
    ...derivedColumns(values, values.addresses),
    ...extra,
  };
}

/** A storefront buyer as the client record made for them knows them. */
export type BuyerIdentity = {
  email: string;
  firstname: string;
  lastname: string;
  isPro: boolean;
  business?: { name?: string | undefined } | null | undefined;
};

/** The values of the client record made for a buyer, at the typology they order at. */
export function buyerClientValues(buyer: BuyerIdentity, typology: string): ClientValues {
  return {
    kind: buyer.isPro ? 'professional' : 'individual',
    firstname: buyer.firstname,
    lastname: buyer.lastname,
    email: buyer.email,
    company: buyer.business?.name?.trim() || undefined,
    typology,
    lang: 'fr',
    tags: [],
    consentMarketing: false,
    addresses: [],
  };
}
