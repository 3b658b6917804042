import { drmTypeOf, NO_DRM_LINE } from './catalogue.ts';
import type { DrmCheck, DrmInput, DrmMovementSum, DrmProductBalance, DrmProductFacts } from './drm-return.ts';
import { sumBy } from './drm-rounding.ts';
import { centiHl, hlOf } from './volume.ts';

/*
 * The checks of a return before it is filed (decision 0094), each in French with what to fix:
 * movements without a type, own bottling not matched by the bulk it draws, a balance that does
 * not add up, an opening that is not last month's filed closing, capsules used that are not the
 * bottles sold under suspended CRD, a product without a fiscal identity (a warning).
 */

type Facts = ReadonlyMap<string, DrmProductFacts>;
const labelOf = (facts: Facts, key: string) => facts.get(key)?.identity.label ?? key;
const hlText = (centi: number) => hlOf(centi).toFixed(2);

/** The month's movements that have no DRM type yet. */
export function untypedChecks(counted: readonly DrmMovementSum[]): DrmCheck[] {
  const untyped = sumBy(
    counted.filter((s) => s.code === null),
    (s) => s.movements,
  );
  if (untyped === 0) return [];
  return [
    {
      code: 'untyped',
      blocking: true,
      message: `${untyped} mouvement(s) du mois n'ont pas de type DRM : choisissez-en un pour chacun avant de déposer`,
    },
  ];
}

/**
 * Bottling in one's own cellar has no line, so the bottles it adds must be the bulk it draws: a
 * product whose no-line movements do not cancel out has a stock the return does not show.
 */
export function unbottledChecks(sums: readonly DrmMovementSum[], facts: Facts): DrmCheck[] {
  const noLine = new Map<string, number>();
  for (const x of sums.filter((x) => x.code === NO_DRM_LINE))
    noLine.set(x.productKey, (noLine.get(x.productKey) ?? 0) + x.volumeMl);
  return [...noLine]
    .filter(([, ml]) => Math.abs(ml) >= 1000)
    .map(
      ([key, ml]): DrmCheck => ({
        code: 'balance',
        blocking: true,
        productKey: key,
        message: `${labelOf(facts, key)} : ${hlText(centiHl(Math.abs(ml)))} hl de mise en bouteille sans ligne DRM ne sont pas compensés par le vrac tiré : enregistrez le tirage du vrac, ou déclarez ce volume (production revendiquée, achat)`,
      }),
    );
}

/** A product's balance in 1/100 hl: closing = opening + entries − exits. */
export function balanceChecks(
  productKey: string,
  label: string,
  opening: number,
  closing: number,
  entries: number,
  exits: number,
): DrmCheck[] {
  if (closing === opening + entries - exits) return [];
  return [
    {
      code: 'balance',
      blocking: true,
      productKey,
      message: `${label} : le stock de fin (${hlText(closing)} hl) n'est pas égal au stock de début plus les entrées moins les sorties (${hlText(opening + entries - exits)} hl)`,
    },
  ];
}

/** Each product's opening against the closing filed the month before. */
export function continuityChecks(
  products: readonly DrmProductBalance[],
  previousFiled: NonNullable<DrmInput['previousFiled']>,
  facts: Facts,
): DrmCheck[] {
  const checks: DrmCheck[] = [];
  for (const prev of previousFiled) {
    const now = products.find((p) => p.key === prev.productKey && p.regime === prev.regime);
    const opening = now ? Math.round(now.opening * 100) : 0;
    if (opening !== prev.closing)
      checks.push({
        code: 'continuity',
        blocking: true,
        productKey: prev.productKey,
        message: `${labelOf(facts, prev.productKey)} : le stock de début (${hlText(opening)} hl) n'est pas égal au stock de fin déposé le mois précédent (${hlText(prev.closing)} hl)`,
      });
  }
  return checks;
}

/** The capsules used against the bottles sold under suspended CRD (duty due, bulk aside). */
export function capsuleChecks(counted: readonly DrmMovementSum[], input: DrmInput): DrmCheck[] {
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
  if (bottlesUnderCrd === capsulesUsed) return [];
  return [
    {
      code: 'capsules',
      blocking: true,
      message: `Capsules CRD utilisées (${capsulesUsed}) différentes des bouteilles vendues sous CRD suspendues (${bottlesUnderCrd})`,
    },
  ];
}

/** A warning for each product whose name stands for its fiscal identity. */
export function identityChecks(withoutIdentity: readonly string[], facts: Facts): DrmCheck[] {
  return withoutIdentity.map(
    (key): DrmCheck => ({
      code: 'identity',
      blocking: false,
      productKey: key,
      message: `${labelOf(facts, key)} n'a pas d'identité fiscale (code INAO ou appellation) : son nom sert de libellé`,
    }),
  );
}
