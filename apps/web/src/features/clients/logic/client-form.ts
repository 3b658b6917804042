import type { Client, ClientAddressInput, ClientInput } from '@cuvee/contracts';
import { splitSiret } from '@cuvee/contracts/validation/composites';
import type { ClientKind } from '@cuvee/domain';

/*
 * The client form's values: ClientInput as the inputs hold it (text for every optional field,
 * '' for none; the contract's `optional` turns '' into nothing).
 */

/** The kind the spec's shortcuts ask for: `?isPro=true` a professional, `?pipe=Prospect` a prospect. */
export function kindFromParams(params: URLSearchParams): ClientKind {
  if (params.get('pipe')?.toLowerCase() === 'prospect') return 'prospect';
  if (params.get('isPro') === 'true') return 'professional';
  return 'individual';
}

/** The typology a new client starts with: the shop's 'particulier' for an individual, else its first pro one. */
export function defaultTypology(kind: ClientKind, typologies: { key: string; pro: boolean }[]): string {
  const wanted = typologies.find((t) => (kind === 'individual' ? !t.pro : t.pro));
  return wanted?.key ?? typologies[0]?.key ?? '';
}

export const emptyAddress = (kind: 'delivery' | 'billing', isDefault: boolean): ClientAddressInput => ({
  kind,
  isDefault,
  address: {
    firstname: '',
    lastname: '',
    street: '',
    street2: '',
    zipcode: '',
    city: '',
    country: 'FR',
    exciseNumber: '',
    highMountain: false,
  },
});

export function newClientValues(kind: ClientKind, typology: string): ClientInput {
  return {
    kind,
    civility: '' as never,
    firstname: '',
    lastname: '',
    email: '',
    phone: '',
    company: '',
    businessName: '',
    companyType: '' as never,
    siret: '',
    registrationNumber: '',
    siteName: '',
    vatNumber: '',
    recipientType: '' as never,
    typology,
    paymentMethod: '' as never,
    paymentDelay: '' as never,
    lang: 'fr',
    tags: [],
    notes: '',
    agentId: '',
    consentMarketing: false,
    consentSource: '' as never,
    prospectStatus: (kind === 'prospect' ? 'toContact' : '') as never,
    nextAction: '',
    nextActionOn: '',
    addresses: [],
  };
}

const text = (value: string | null | undefined) => value ?? '';

/** A stored client as the form's (and the API's write) values. */
export function clientInputOf(client: Client): ClientInput {
  return {
    kind: client.kind,
    civility: text(client.civility) as never,
    firstname: text(client.firstname),
    lastname: client.lastname,
    email: text(client.email),
    phone: text(client.phone),
    company: text(client.company),
    businessName: text(client.businessName),
    companyType: text(client.companyType) as never,
    siret: text(client.siret),
    registrationNumber: text(client.registrationNumber),
    siteName: text(client.siteName),
    vatNumber: text(client.vatNumber),
    recipientType: text(client.recipientType) as never,
    typology: client.typology,
    paymentMethod: text(client.paymentMethod) as never,
    paymentDelay: text(client.paymentDelay) as never,
    lang: client.lang as ClientInput['lang'],
    tags: client.tags,
    notes: text(client.notes),
    agentId: client.agent?.id ?? '',
    consentMarketing: client.consentMarketing,
    consentSource: text(client.consentSource) as never,
    prospectStatus: text(client.prospectStatus) as never,
    nextAction: text(client.nextAction),
    nextActionOn: text(client.nextActionOn),
    addresses: client.addresses.map((a) => ({
      kind: a.kind,
      isDefault: a.isDefault,
      address: {
        ...a.address,
        firstname: text(a.address.firstname),
        lastname: text(a.address.lastname),
        street: text(a.address.street),
        zipcode: text(a.address.zipcode),
        city: text(a.address.city),
        country: text(a.address.country) || 'FR',
      },
    })),
  };
}

/** 'SIREN 123 456 789 · NIC 00012' parts of a typed SIRET, once it has its 14 digits. */
export function siretParts(siret: string | null | undefined): { siren: string; nic: string } | undefined {
  const split = splitSiret(siret ?? '');
  if (!split) return undefined;
  return { siren: split.siren.replace(/(\d{3})(?=\d)/g, '$1 '), nic: split.nic };
}
