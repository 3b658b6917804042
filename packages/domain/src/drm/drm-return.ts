import { roundCents } from '../money.ts';
import { EXCISE_RATES, type ExciseCategory, rateOn, taxPerUnit } from '../rates/excise-rates.ts';
import type { CrdColour, FiscalCategory } from '../stock/crd.ts';
import { type DrmCatalogue, type DrmFlow, type DrmRegime, drmTypeOf, NO_DRM_LINE } from './catalogue.ts';
import {
  balanceChecks,
  capsuleChecks,
  continuityChecks,
  identityChecks,
  unbottledChecks,
  untypedChecks,
} from './drm-checks.ts';
import { balanced, type ExactLine, sumBy } from './drm-rounding.ts';
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

const balanceKey = (productKey: string, regime: DrmRegime) => `${regime}#${productKey}`;

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
  checks.push(...untypedChecks(counted));

  checks.push(...unbottledChecks(input.sums, facts));

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
    checks.push(...balanceChecks(g.productKey, p.identity.label, opening, closing, totalEntries, totalExits));
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

  checks.push(...continuityChecks(products, input.previousFiled ?? [], facts));
  checks.push(...capsuleChecks(counted, input));
  checks.push(...identityChecks(input.withoutIdentity ?? [], facts));

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
