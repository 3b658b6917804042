import type { Client } from '@cuvee/contracts';
import {
  CIVILITIES,
  CLIENT_KINDS,
  CLIENT_TYPOLOGIES,
  COMPANY_TYPES,
  CONSENT_SOURCES,
  COUNTRY_LABELS,
  DASHBOARD_PAYMENT_TYPES,
  type DashboardPaymentType,
  DELIVERY_COUNTRIES,
  PAYMENT_DELAYS,
  type PaymentDelay,
  PROSPECT_STATUSES,
  paymentDelayLabel,
  RECIPIENT_TYPES,
} from '@cuvee/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { currentShopOf } from '../../../lib/use-can.ts';
import { shopTypologiesQuery } from '../api/clients.queries.ts';
import '../clients.i18n.ts';

type Lang = 'fr' | 'en';
type Labelled = readonly { key: string; fr: string; en: string }[];
const optionsOf = (list: Labelled, lang: Lang) => list.map((e) => ({ value: e.key, label: e[lang] }));
const labelIn = (list: Labelled, key: string | null | undefined, lang: Lang) =>
  key ? (list.find((e) => e.key === key)?.[lang] ?? key) : '';

/** The dashboard's payment methods (spec §3), as a client's default one. */
const PAYMENT_METHOD_LABELS: Record<DashboardPaymentType, { fr: string; en: string }> = {
  cb: { fr: 'Carte bancaire (TPE)', en: 'Card (terminal)' },
  sample: { fr: 'Échantillon', en: 'Sample' },
  transfer: { fr: 'Virement bancaire', en: 'Bank transfer' },
  bill: { fr: 'À réception de facture', en: 'On invoice' },
  stripe: { fr: 'Carte bancaire en ligne', en: 'Card online' },
  cash: { fr: 'Espèces', en: 'Cash' },
  tips: { fr: 'Pourboire', en: 'Tips' },
  check: { fr: 'Chèque', en: 'Cheque' },
  ticket: { fr: 'Ticket', en: 'Voucher' },
  gift: { fr: 'Bon cadeau', en: 'Gift card' },
  paypal: { fr: 'PayPal', en: 'PayPal' },
  credit: { fr: 'Avoir', en: 'Credit' },
  other: { fr: 'Autre', en: 'Other' },
  stripeSepa: { fr: 'Prélèvement SEPA', en: 'SEPA direct debit' },
  cbnc: { fr: 'Carte bancaire sans contact', en: 'Contactless card' },
  sumUp: { fr: 'SumUp', en: 'SumUp' },
  up2Pay: { fr: 'Up2Pay', en: 'Up2Pay' },
  creditNote: { fr: 'Avoir', en: 'Credit note' },
};

export const LANGS = ['fr', 'en', 'es', 'de', 'it', 'pt', 'nl', 'pl', 'ru', 'zh', 'ja'] as const;
const LANG_NAMES: Record<(typeof LANGS)[number], string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  pl: 'Polski',
  ru: 'Русский',
  zh: '中文',
  ja: '日本語',
};

/**
 * The shop's client typologies (key, name, pro): the session's shop (owner, iam), else read
 * from the shop's catalogue settings (an agent); the reference list until they are known.
 */
export function useTypologies(): { key: string; name: string; pro: boolean }[] {
  const shopId = useAuthStore((s) => currentShopOf(s)?.id ?? '');
  const loaded = useAuthStore((s) => s.shop?.typologies);
  const read = useQuery({ ...shopTypologiesQuery(shopId), enabled: !loaded && Boolean(shopId) });
  const table = loaded ?? read.data;
  if (!table || Object.keys(table).length === 0) return CLIENT_TYPOLOGIES.map((t) => ({ ...t }));
  return Object.entries(table).map(([key, t]) => ({ key, name: t.name, pro: !t.public }));
}

/** The clients namespace's texts and the CRM reference lists in the UI language. */
export function useClientLabels() {
  const { t } = useTranslation('clients');
  const lang = useUiLanguage();
  const typologies = useTypologies();
  return {
    t,
    lang,
    typologies,
    typology: (key: string) => typologies.find((ty) => ty.key === key)?.name ?? key,
    typologyOptions: typologies.map((ty) => ({ value: ty.key, label: ty.name })),
    kind: (key: string) => labelIn(CLIENT_KINDS, key, lang),
    kindOptions: optionsOf(CLIENT_KINDS, lang),
    civility: (key: string | null) => labelIn(CIVILITIES, key, lang),
    civilityOptions: optionsOf(CIVILITIES, lang),
    companyType: (key: string | null) => labelIn(COMPANY_TYPES, key, lang),
    companyTypeOptions: optionsOf(COMPANY_TYPES, lang),
    recipientType: (key: string | null) => labelIn(RECIPIENT_TYPES, key, lang),
    recipientTypeOptions: optionsOf(RECIPIENT_TYPES, lang),
    consentSource: (key: string | null) => labelIn(CONSENT_SOURCES, key, lang),
    consentSourceOptions: optionsOf(CONSENT_SOURCES, lang),
    prospectStatus: (key: string | null) => labelIn(PROSPECT_STATUSES, key, lang),
    prospectStatusOptions: optionsOf(PROSPECT_STATUSES, lang),
    paymentMethod: (key: string | null) =>
      key ? (PAYMENT_METHOD_LABELS[key as DashboardPaymentType]?.[lang] ?? key) : '',
    paymentMethodOptions: DASHBOARD_PAYMENT_TYPES.map((key) => ({
      value: key,
      label: PAYMENT_METHOD_LABELS[key][lang],
    })),
    paymentDelay: (key: string | null) => (key ? paymentDelayLabel(key as PaymentDelay, lang) : ''),
    paymentDelayOptions: PAYMENT_DELAYS.map((key) => ({ value: key, label: paymentDelayLabel(key, lang) })),
    langOptions: LANGS.map((key) => ({ value: key, label: LANG_NAMES[key] })),
    langName: (key: string) => LANG_NAMES[key as (typeof LANGS)[number]] ?? key,
    country: (code: string | undefined) =>
      code ? (COUNTRY_LABELS[code as keyof typeof COUNTRY_LABELS]?.[lang] ?? code) : '',
    countryOptions: DELIVERY_COUNTRIES.map((c) => ({ value: c, label: COUNTRY_LABELS[c][lang] })),
  };
}

/** A client's name as its page and cards head it. */
export const clientTitle = (c: Pick<Client, 'displayName'>) => c.displayName;
