/*
 * A shop's chart of accounts (issue 26, decision 0087): one account per key — each accounting
 * product type and other accounting type of spec §3, VAT collected and deductible per rate,
 * each payment type, the clients and the deposits received — with the French chart's defaults
 * (plan comptable général). The shop changes an account from a date: the account of a key on
 * a day is its latest version dated on or before that day.
 */

export const ACCOUNTING_PRODUCT_TYPES = [
  'product',
  'marchandise',
  'productTasting',
  'box',
  'productSample',
  'productGift',
  'prestation',
  'shipping',
  'discount',
  'touristTax',
  'dryMatter',
] as const;
export type AccountingProductType = (typeof ACCOUNTING_PRODUCT_TYPES)[number];

export const OTHER_ACCOUNTING_TYPES = ['tax', 'minusGap', 'plusGap', 'profit', 'loss'] as const;
export type OtherAccountingType = (typeof OTHER_ACCOUNTING_TYPES)[number];

/** The VAT rates (basis points) the chart holds an account for: 20 %, 10 %, 5,5 %, 2,1 %, 0 %. */
export const VAT_RATES_BP = [2000, 1000, 550, 210, 0] as const;

/** Where money comes in, by the way it is received (spec §3 payment types map to these). */
export const TREASURY_KINDS = ['bank', 'cash', 'cardProcessor', 'chequesToCash'] as const;
export type TreasuryKind = (typeof TREASURY_KINDS)[number];

export const ACCOUNT_GROUPS = [
  'sales',
  'other',
  'vatCollected',
  'vatDeductible',
  'treasury',
  'third',
] as const;
export type AccountGroup = (typeof ACCOUNT_GROUPS)[number];

/**
 * A key of the chart: 'sales.product', 'other.tax', 'vatCollected.2000', 'vatDeductible.550',
 * 'treasury.bank', 'third.clients', 'third.deposits'.
 */
export type AccountKey = string;

export type ChartAccount = { key: AccountKey; group: AccountGroup; number: string; label: string };

const pct = (bp: number) => `${String(bp / 100).replace('.', ',')} %`;

const SALES: Record<AccountingProductType, [string, string]> = {
  product: ['7070', 'Ventes de vins (produits de l’exploitation)'],
  marchandise: ['7071', 'Ventes de marchandises'],
  box: ['7072', 'Ventes de coffrets'],
  productTasting: ['7073', 'Ventes dégustation'],
  productSample: ['7074', 'Échantillons'],
  productGift: ['7075', 'Cadeaux'],
  prestation: ['706', 'Prestations de services'],
  shipping: ['7085', 'Ports et frais accessoires facturés'],
  discount: ['709', 'Rabais, remises et ristournes accordés'],
  touristTax: ['467100', 'Taxe de séjour collectée'],
  dryMatter: ['708800', 'Ventes de matières sèches'],
};

const OTHER: Record<OtherAccountingType, [string, string]> = {
  tax: ['447000', 'Autres impôts, taxes et versements assimilés'],
  minusGap: ['658000', 'Écarts de règlement (charges)'],
  plusGap: ['758000', 'Écarts de règlement (produits)'],
  profit: ['120000', 'Résultat de l’exercice (bénéfice)'],
  loss: ['129000', 'Résultat de l’exercice (perte)'],
};

const VAT_SUFFIX: Record<number, string> = { 2000: '1', 1000: '2', 550: '3', 210: '4', 0: '0' };

const TREASURY: Record<TreasuryKind, [string, string]> = {
  bank: ['512000', 'Banque'],
  cash: ['530000', 'Caisse'],
  cardProcessor: ['511500', 'Cartes bancaires à encaisser'],
  chequesToCash: ['511200', 'Chèques à encaisser'],
};

/** The default chart (decision 0047's sales accounts, the PCG for the rest). */
export const DEFAULT_CHART: readonly ChartAccount[] = [
  ...ACCOUNTING_PRODUCT_TYPES.map((t) => ({
    key: `sales.${t}`,
    group: 'sales' as const,
    number: SALES[t][0],
    label: SALES[t][1],
  })),
  ...OTHER_ACCOUNTING_TYPES.map((t) => ({
    key: `other.${t}`,
    group: 'other' as const,
    number: OTHER[t][0],
    label: OTHER[t][1],
  })),
  ...VAT_RATES_BP.map((bp) => ({
    key: `vatCollected.${bp}`,
    group: 'vatCollected' as const,
    number: `44571${VAT_SUFFIX[bp]}`,
    label: `TVA collectée ${pct(bp)}`,
  })),
  ...VAT_RATES_BP.map((bp) => ({
    key: `vatDeductible.${bp}`,
    group: 'vatDeductible' as const,
    number: `44566${VAT_SUFFIX[bp]}`,
    label: `TVA déductible ${pct(bp)}`,
  })),
  ...TREASURY_KINDS.map((t) => ({
    key: `treasury.${t}`,
    group: 'treasury' as const,
    number: TREASURY[t][0],
    label: TREASURY[t][1],
  })),
  { key: 'third.clients', group: 'third', number: '411000', label: 'Clients' },
  { key: 'third.deposits', group: 'third', number: '4191', label: 'Clients – avances et acomptes reçus' },
];

export const ACCOUNT_KEYS: readonly string[] = DEFAULT_CHART.map((a) => a.key);

export const isAccountKey = (key: string) => ACCOUNT_KEYS.includes(key);

/** The chart's rule of A47 A-1: an account number starts with three digits of the French chart. */
export const ACCOUNT_NUMBER = /^\d{3}[0-9A-Za-z]{0,17}$/;
export const ACCOUNT_NUMBER_REFUSAL =
  'Le numéro de compte doit commencer par trois chiffres du plan comptable';

/** Where a payment type of spec §3 lands. */
export function treasuryOf(paymentType: string): TreasuryKind {
  if (paymentType === 'cash') return 'cash';
  if (paymentType === 'check') return 'chequesToCash';
  if (paymentType === 'stripe' || paymentType === 'stripeSepa' || paymentType === 'cb')
    return 'cardProcessor';
  return 'bank';
}

/** A version of an account: from `validFrom` (ISO day) until a later version of the same key. */
export type AccountVersion = { key: AccountKey; number: string; label: string; validFrom: string };

/** Each key's account on `day`: its latest version dated on or before, else the default. */
export function chartOn(versions: readonly AccountVersion[], day: string): Map<AccountKey, ChartAccount> {
  const out = new Map<AccountKey, ChartAccount>(DEFAULT_CHART.map((a) => [a.key, { ...a }]));
  const best = new Map<AccountKey, AccountVersion>();
  for (const v of versions) {
    if (v.validFrom > day) continue;
    const b = best.get(v.key);
    if (!b || v.validFrom >= b.validFrom) best.set(v.key, v);
  }
  for (const [key, v] of best) {
    const base = out.get(key);
    if (base) out.set(key, { ...base, number: v.number, label: v.label });
  }
  return out;
}

export type ClientAccountMode = 'collective' | 'perClient';
export const CLIENT_ACCOUNT_MODES = ['collective', 'perClient'] as const;
export const JOURNAL_KINDS = ['sales', 'bank', 'cash', 'misc', 'opening'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/** The journals every shop starts with (the worked FEC's VT and BQ; OUV for opening balances). */
export const DEFAULT_JOURNALS: readonly { code: string; label: string; kind: JournalKind }[] = [
  { code: 'VT', label: 'Journal des ventes', kind: 'sales' },
  { code: 'BQ', label: 'Banque', kind: 'bank' },
  { code: 'CA', label: 'Caisse', kind: 'cash' },
  { code: 'OD', label: 'Opérations diverses', kind: 'misc' },
  { code: 'OUV', label: 'À-nouveaux', kind: 'opening' },
];
