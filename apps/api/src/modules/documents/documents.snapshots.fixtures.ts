import {
  documentTotals,
  type InvoiceLineSnapshot,
  type InvoiceSnapshot,
  LATE_PENALTY_TEXT,
  lineNet,
  RECOVERY_INDEMNITY_CENTS,
} from '@cuvee/domain';

/*
 * Invoice snapshots for the documents' tests (decision 0048), built as the invoicing does: lines
 * priced HT with their discount, totals by the domain's documentTotals. The integrator adds a
 * test through the real issuing once the invoices module lands.
 */

type LineInput = Partial<InvoiceLineSnapshot> & { label: string; quantity: number; unitHtCents: number };

export function lineOf(position: number, input: LineInput): InvoiceLineSnapshot {
  const discountBp = input.discountBp ?? 0;
  return {
    position,
    productId: null,
    family: 'product',
    vatRateBp: 2000,
    vatCategory: 'S',
    exciseCents: 0,
    cssCents: 0,
    ...input,
    discountBp,
    netCents: input.netCents ?? lineNet(input.quantity, input.unitHtCents, discountBp),
  };
}

const SELLER = {
  name: 'Domaine Démo',
  legalName: 'SCEA Domaine Démo',
  siret: '73282932000074',
  vatNumber: 'FR44732829320',
  street: '1 route des Vignes',
  zipcode: '21200',
  city: 'Beaune',
  country: 'FR',
  email: 'contact@domaine-demo.fr',
  legalMentions: 'SCEA au capital de 10 000 €, RCS Dijon',
  iban: 'FR76 3000 4000 0312 3456 7890 143',
  bic: 'BNPAFRPPXXX',
  exciseNumber: 'FR012345E1234',
};

const PRO_BUYER = {
  clientId: null,
  isPro: true,
  name: 'Cave Test',
  legalName: 'SARL Cave Test',
  siret: '55210055400013',
  vatNumber: 'FR40552100554',
  street: '12 rue de la Roquette',
  zipcode: '75011',
  city: 'Paris',
  country: 'FR',
  email: 'achats@cave-test.fr',
};

/** A B2B invoice: two VAT rates, excise on the wine, a discounted line, shipping. */
export function b2bInvoice(over: Partial<InvoiceSnapshot> = {}): InvoiceSnapshot {
  const lines = [
    lineOf(1, {
      label: 'Bourgogne Pinot Noir 2022 — 75 cl',
      quantity: 12,
      unitHtCents: 1450,
      exciseCents: 38 * 12,
    }),
    lineOf(2, {
      label: 'Meursault 2021 — 75 cl',
      quantity: 6,
      unitHtCents: 3890,
      discountBp: 1000,
      exciseCents: 4 * 6,
    }),
    lineOf(3, { label: 'Jus de raisin — 1 l', quantity: 3, unitHtCents: 499, vatRateBp: 550 }),
    lineOf(4, { label: 'Livraison', quantity: 1, unitHtCents: 1500, family: 'shipping' }),
  ];
  return {
    kind: 'invoice',
    number: 'F-2026-00042',
    issueDate: '2026-03-10',
    dueDate: '2026-04-30',
    currency: 'EUR',
    seller: SELLER,
    buyer: PRO_BUYER,
    deliveryAddress: {
      name: 'Cave Test — entrepôt',
      street: '3 avenue du Port',
      zipcode: '93200',
      city: 'Saint-Denis',
      country: 'FR',
    },
    orderReference: 'C-000123',
    creditedInvoice: null,
    lines,
    totals: documentTotals(lines),
    prepaidCents: 0,
    paymentDelay: 'days30EndOfMonth',
    paymentMeans: 'Virement bancaire',
    operationCategory: 'goods',
    latePenaltyText: LATE_PENALTY_TEXT,
    recoveryIndemnityCents: RECOVERY_INDEMNITY_CENTS,
    notes: null,
    ...over,
  };
}

/** A deposit invoice: 30 % of an order, one line at 20 %. */
export function depositInvoice(): InvoiceSnapshot {
  const lines = [
    lineOf(1, { label: 'Acompte de 30 % sur la commande C-000123', quantity: 1, unitHtCents: 12345 }),
  ];
  return b2bInvoice({ kind: 'deposit', number: 'F-2026-00043', lines, totals: documentTotals(lines) });
}

/** A credit note cancelling part of F-2026-00042. */
export function creditNote(): InvoiceSnapshot {
  const lines = [
    lineOf(1, { label: 'Meursault 2021 — 75 cl (retour casse)', quantity: 1, unitHtCents: 3501 }),
  ];
  return b2bInvoice({
    kind: 'credit',
    number: 'AV-2026-00001',
    issueDate: '2026-03-20',
    dueDate: '2026-03-20',
    lines,
    totals: documentTotals(lines),
    creditedInvoice: {
      id: '00000000-0000-7000-8000-000000000042',
      number: 'F-2026-00042',
      issueDate: '2026-03-10',
    },
    paymentMeans: 'Avoir',
  });
}

/** A private buyer's order priced VAT included: the rounding amount (BT-114) makes up the cent. */
export function vatIncludedInvoice(): InvoiceSnapshot {
  // 3 × 9.99 € TTC at 20 %: 8.325 € HT → 8.33 HT ×3 = 24.99, VAT 5.00 = 29.99; paid 29.97.
  const lines = [
    lineOf(1, { label: 'Crémant de Bourgogne — 75 cl', quantity: 3, unitHtCents: 833, exciseCents: 3 * 12 }),
  ];
  const totals = documentTotals(lines, 2997);
  return b2bInvoice({
    number: 'F-2026-00044',
    buyer: {
      clientId: null,
      isPro: false,
      name: 'Claire Martin',
      street: '8 rue Oberkampf',
      zipcode: '75011',
      city: 'Paris',
      country: 'FR',
      email: 'claire.martin@example.fr',
    },
    deliveryAddress: null,
    lines,
    totals,
    paymentMeans: 'Carte bancaire',
    recoveryIndemnityCents: 0,
  });
}
