import { roundCents } from '../money.ts';
import { EXCISE_RATES, type ExciseCategory, rateOn, taxPerUnit } from '../rates/excise-rates.ts';
import type { CrdColour, FiscalCategory } from '../stock/crd.ts';
import { type DrmCatalogue, type DrmFlow, type DrmRegime, drmTypeOf, NO_DRM_LINE } from './catalogue.ts';
import type { FiscalIdentity } from './identity.ts';
import { centiHl, hlOf } from './volume.ts';

/*
 * One month's DRM of a warehouse (domain-facts-wave3 §4), computed from the ledger's sums: per
 * fiscal product and regime the opening stock, the entries and exits by movement type, the
 * closing stock (hl to the 1/100, each figure rounded once from ml); duties at the month's dated
 * rates; the CRD account; the e-AD not discharged; the checks a filing must pass.
 */

export type DrmProductFacts = {
  key: string;
  identity: FiscalIdentity;
  exciseCategory: ExciseCategory | null;
  /** % vol, for spirits taxed per hl of pure alcohol. */
  alcohol: number | null;
};

/** A sum of the month's movements of one product, regime, type and details. */
export type DrmMovementSum = {
  productKey: string;
  regime: DrmRegime;
  flow: DrmFlow;
  /** The movement type; null for movements recorded without one. */
  code: string | null;
  country: string | null;
  contractNumber: string | null;
  documentNumber: string | null;
  volumeMl: number;
  /** Units (bottles) moved, for the capsule check. */
  units: number;
  movements: number;
  /** The first movement's day, to list lines of a type in the order they happened. */
  firstDate?: string;
};

export type DrmLine = {
  code: string;
  label: string;
  hl: number;
  centiHl: number;
  country: string | null;
  contractNumber: string | null;
  documentNumber: string | null;
  dutyDue: boolean;
};

export type DrmProductBalance = {
  key: string;
  identity: FiscalIdentity;
  regime: DrmRegime;
  exciseCategory: ExciseCategory | null;
  opening: number;
  entries: DrmLine[];
  exits: DrmLine[];
  totalEntries: number;
  totalExits: number;
  closing: number;
  /** Duties due on this DRM for this product, in cents. */
  dutyCents: number;
  /** The rate applied (€ per hl), null when nothing is due. */
  dutyRate: number | null;
  /** The taxed volume, hl. */
  dutyHl: number;
};

export type DrmCrdAccount = {
  colour: CrdColour;
  fiscalCategory: FiscalCategory;
  volumeMl: number;
  opening: number;
  entries: number;
  uses: number;
  destructions: number;
  closing: number;
};

export type DrmUndischarged = {
  movementId: string;
  date: string;
  documentNumber: string;
  consigneeExciseNumber: string | null;
  country: string | null;
  hl: number;
};

export type DrmCheckCode = 'balance' | 'continuity' | 'capsules' | 'untyped' | 'unknownType' | 'identity';
export type DrmCheck = {
  code: DrmCheckCode;
  blocking: boolean;
  message: string;
  productKey?: string | undefined;
};

export type DrmComputed = {
  month: string;
  neant: boolean;
  products: DrmProductBalance[];
  dutyCents: number;
  crd: DrmCrdAccount[];
  undischarged: DrmUndischarged[];
  checks: DrmCheck[];
};

export type DrmInput = {
  month: string;
  catalogue: DrmCatalogue;
  products: readonly DrmProductFacts[];
  /** Volume in ml per product and regime before the month's first day (lines with a type). */
  openings: readonly { productKey: string; regime: DrmRegime; volumeMl: number }[];
  sums: readonly DrmMovementSum[];
  crd: readonly DrmCrdAccount[];
  undischarged: readonly DrmUndischarged[];
  /** The closing stock filed for the month before, per product and regime (hundredths of hl). */
  previousFiled?: readonly { productKey: string; regime: DrmRegime; closing: number }[] | null;
  /**
   * Capsules used this month by this warehouse's exits (the CRD account is the shop's); the
   * account's uses when left out.
   */
  capsulesUsed?: number;
  /** Products without a fiscal identity of their own (their name stands for it). */
  withoutIdentity?: readonly string[];
};

const sumBy = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);

const balanceKey = (productKey: string, regime: DrmRegime) => `${regime}#${productKey}`;

type ExactLine = DrmLine & { exact: number };

/**
 * Rounds a balance's lines so that they add up (decision 0094): each line is its ml rounded once
 * to the 1/100 hl, then, when the rounded lines miss the difference between the rounded closing
 * and opening stocks, the lines whose rounding went furthest move by 1/100 hl toward their exact
 * value's other side (largest remainder) — every figure stays within 1/100 hl of the ledger's
 * exact volume and the return balances. Lines rounded to nothing are left out.
 */
function balanced(entries: ExactLine[], exits: ExactLine[], target: number): [DrmLine[], DrmLine[]] {
  const total = () => sumBy(entries, (l) => l.centiHl) - sumBy(exits, (l) => l.centiHl);
  for (
    let diff = target - total(), guard = 0;
    diff !== 0 && guard < 10_000;
    guard++, diff = target - total()
  ) {
    const up = diff > 0;
    // Raising the balance: an entry rounded down goes up, or an exit rounded up goes down.
    const candidates = [
      ...entries
        .filter((l) => (up ? l.centiHl < Math.ceil(l.exact) : l.centiHl > Math.floor(l.exact)))
        .map((l) => ({ l, sign: up ? 1 : -1, gain: up ? l.exact - l.centiHl : l.centiHl - l.exact })),
      ...exits
        .filter((l) => (up ? l.centiHl > Math.floor(l.exact) : l.centiHl < Math.ceil(l.exact)))
        .map((l) => ({ l, sign: up ? -1 : 1, gain: up ? l.centiHl - l.exact : l.exact - l.centiHl })),
    ].sort((a, b) => b.gain - a.gain);
    const pick = candidates[0];
    if (!pick) break;
    pick.l.centiHl += pick.sign;
    pick.l.hl = hlOf(pick.l.centiHl);
  }
  const keep = (ls: ExactLine[]) =>
    ls.filter((l) => l.centiHl > 0 || l.code === '').map(({ exact: _e, ...l }) => l);
  return [keep(entries), keep(exits)];
}

export function computeDrm(input: DrmInput): DrmComputed {
  const facts = new Map(input.products.map((p) => [p.key, p]));
  const groups = new Map<
    string,
    { productKey: string; regime: DrmRegime; openingMl: number; sums: DrmMovementSum[] }
  >();
  const group = (productKey: string, regime: DrmRegime) => {
    const k = balanceKey(productKey, regime);
    let g = groups.get(k);
    if (!g) {
      g = { productKey, regime, openingMl: 0, sums: [] };
      groups.set(k, g);
    }
    return g;
  };
  for (const o of input.openings) group(o.productKey, o.regime).openingMl += o.volumeMl;
  const counted = input.sums.filter((s) => s.code !== NO_DRM_LINE);
  for (const s of counted) group(s.productKey, s.regime).sums.push(s);

  const checks: DrmCheck[] = [];
  const untyped = sumBy(
    counted.filter((s) => s.code === null),
    (s) => s.movements,
  );
  if (untyped > 0)
    checks.push({
      code: 'untyped',
      blocking: true,
      message: `${untyped} mouvement(s) du mois n'ont pas de type DRM : choisissez-en un pour chacun avant de déposer`,
    });

  // Bottling in one's own cellar has no line, so the bottles it adds must be the bulk it draws: a
  // product whose no-line movements do not cancel out has a stock the return does not show.
  const noLine = new Map<string, number>();
  for (const x of input.sums.filter((x) => x.code === NO_DRM_LINE))
    noLine.set(x.productKey, (noLine.get(x.productKey) ?? 0) + x.volumeMl);
  for (const [key, ml] of noLine)
    if (Math.abs(ml) >= 1000)
      checks.push({
        code: 'balance',
        blocking: true,
        productKey: key,
        message: `${facts.get(key)?.identity.label ?? key} : ${hlOf(centiHl(Math.abs(ml))).toFixed(2)} hl de mise en bouteille sans ligne DRM ne sont pas compensés par le vrac tiré : enregistrez le tirage du vrac, ou déclarez ce volume (production revendiquée, achat)`,
      });

  const rateDay = `${input.month}-01`;
  const products: DrmProductBalance[] = [];
  for (const g of groups.values()) {
    const p = facts.get(g.productKey);
    if (!p) continue;
    const lines = (flow: DrmFlow): ExactLine[] => {
      const merged = new Map<string, DrmMovementSum & { ml: number }>();
      for (const s of g.sums.filter((x) => x.flow === flow)) {
        const k = [s.code, s.country, s.contractNumber, s.documentNumber].join('|');
        const m = merged.get(k);
        if (m) {
          m.ml += s.volumeMl;
          if ((s.firstDate ?? '') < (m.firstDate ?? '')) m.firstDate = s.firstDate;
        } else merged.set(k, { ...s, ml: s.volumeMl });
      }
      // In the catalogue's order, then in the order they happened (as the portals list them).
      const rank = (code: string | null) => {
        const i = input.catalogue.types.findIndex((x) => x.code === code && x.flow === flow);
        return i < 0 ? Number.MAX_SAFE_INTEGER : i;
      };
      return [...merged.values()]
        .sort(
          (a, b) =>
            rank(a.code) - rank(b.code) ||
            (a.firstDate ?? '').localeCompare(b.firstDate ?? '') ||
            String(a.documentNumber ?? '').localeCompare(String(b.documentNumber ?? '')),
        )
        .map((s) => {
          const type = s.code ? drmTypeOf(input.catalogue, s.code, g.regime, flow) : null;
          if (s.code && !type)
            checks.push({
              code: 'unknownType',
              blocking: true,
              productKey: g.productKey,
              message: `Le type « ${s.code} » n'existe pas en ${flow === 'entrees' ? 'entrée' : 'sortie'} dans le catalogue ${input.catalogue.name} (${p.identity.label})`,
            });
          const c = centiHl(Math.abs(s.ml));
          return {
            exact: Math.abs(s.ml) / 1000,
            code: s.code ?? '',
            label: type?.label.fr ?? 'Sans type DRM',
            hl: hlOf(c),
            centiHl: c,
            country: s.country,
            contractNumber: s.contractNumber,
            documentNumber: s.documentNumber,
            dutyDue: type?.dutyDue === true,
          };
        });
    };
    const opening = centiHl(g.openingMl);
    const closingMl = g.openingMl + sumBy(g.sums, (s) => s.volumeMl);
    const closing = centiHl(closingMl);
    const [entries, exits] = balanced(lines('entrees'), lines('sorties'), closing - opening);
    const totalEntries = sumBy(entries, (l) => l.centiHl);
    const totalExits = sumBy(exits, (l) => l.centiHl);
    if (opening === 0 && closing === 0 && entries.length === 0 && exits.length === 0) continue;
    if (closing !== opening + totalEntries - totalExits)
      checks.push({
        code: 'balance',
        blocking: true,
        productKey: g.productKey,
        message: `${p.identity.label} : le stock de fin (${hlOf(closing).toFixed(2)} hl) n'est pas égal au stock de début plus les entrées moins les sorties (${hlOf(opening + totalEntries - totalExits).toFixed(2)} hl)`,
      });
    const dutyHlCenti = sumBy(
      exits.filter((l) => l.dutyDue),
      (l) => l.centiHl,
    );
    let dutyCents = 0;
    let dutyRate: number | null = null;
    if (dutyHlCenti > 0 && p.exciseCategory) {
      const rate = rateOn(EXCISE_RATES, p.exciseCategory, rateDay);
      if (rate) {
        dutyRate = rate.eurPerHl;
        dutyCents = roundCents(
          taxPerUnit(rate.basis, rate.eurPerHl, hlOf(dutyHlCenti), p.alcohol ?? 0) * 100,
        );
      }
    }
    products.push({
      key: g.productKey,
      identity: p.identity,
      regime: g.regime,
      exciseCategory: p.exciseCategory,
      opening: hlOf(opening),
      entries,
      exits,
      totalEntries: hlOf(totalEntries),
      totalExits: hlOf(totalExits),
      closing: hlOf(closing),
      dutyCents,
      dutyRate,
      dutyHl: hlOf(dutyHlCenti),
    });
  }
  products.sort(
    (a, b) => a.regime.localeCompare(b.regime) || a.identity.label.localeCompare(b.identity.label, 'fr'),
  );

  for (const prev of input.previousFiled ?? []) {
    const now = products.find((p) => p.key === prev.productKey && p.regime === prev.regime);
    const opening = now ? Math.round(now.opening * 100) : 0;
    if (opening !== prev.closing) {
      const label = facts.get(prev.productKey)?.identity.label ?? prev.productKey;
      checks.push({
        code: 'continuity',
        blocking: true,
        productKey: prev.productKey,
        message: `${label} : le stock de début (${hlOf(opening).toFixed(2)} hl) n'est pas égal au stock de fin déposé le mois précédent (${hlOf(prev.closing).toFixed(2)} hl)`,
      });
    }
  }

  const bottlesUnderCrd = sumBy(
    counted.filter(
      (s) =>
        s.regime === 'suspendu' &&
        s.flow === 'sorties' &&
        s.code !== null &&
        drmTypeOf(input.catalogue, s.code, 'suspendu', 'sorties')?.dutyDue === true &&
        s.code !== 'vracsanscontrat',
    ),
    (s) => Math.abs(s.units),
  );
  const capsulesUsed = input.capsulesUsed ?? sumBy(input.crd, (c) => c.uses);
  if (bottlesUnderCrd !== capsulesUsed)
    checks.push({
      code: 'capsules',
      blocking: true,
      message: `Capsules CRD utilisées (${capsulesUsed}) différentes des bouteilles vendues sous CRD suspendues (${bottlesUnderCrd})`,
    });

  for (const key of input.withoutIdentity ?? [])
    checks.push({
      code: 'identity',
      blocking: false,
      productKey: key,
      message: `${facts.get(key)?.identity.label ?? key} n'a pas d'identité fiscale (code INAO ou appellation) : son nom sert de libellé`,
    });

  const hasMovement =
    products.some((p) => p.entries.length > 0 || p.exits.length > 0) ||
    input.crd.some((c) => c.entries + c.uses + c.destructions > 0);
  return {
    month: input.month,
    neant: !hasMovement,
    products,
    dutyCents: sumBy(products, (p) => p.dutyCents),
    crd: input.crd.filter((c) => c.opening + c.entries + c.uses + c.destructions + c.closing > 0),
    undischarged: [...input.undischarged],
    checks,
  };
}
