import type { DrmMovementType, ManagedFormat } from '@cuvee/contracts';
import {
  type DrmFlow,
  type DrmRegime,
  defaultDrmType,
  ENTRY_KINDS,
  type Interprofession,
  NO_DRM_LINE,
  type SaleDestination,
  toHectolitres,
  type Unity,
} from '@cuvee/domain';
import type { FormKind } from './movement-form.ts';

/*
 * The movement form's DRM part (decision 0093): the type offered from the shop's
 * interprofession's catalogue for the warehouse's regime and the movement's direction, preset
 * from the kind (the API derives the same when it is left empty), and the details the type
 * asks for (destination country, accompanying document, contract).
 */

/** Where a kind sits in the return: an entry, an exit, or either (an inventory count's sign). */
export function flowsOf(kind: FormKind): DrmFlow[] {
  if (kind === 'adjustment') return ['entrees', 'sorties'];
  if (kind === 'transfer') return ['sorties'];
  return (ENTRY_KINDS as readonly string[]).includes(kind) ? ['entrees'] : ['sorties'];
}

const BOTTLING: readonly FormKind[] = ['bottling', 'bottlingDraw'];

/** The types the form offers for a kind in a regime, in the catalogue's order. */
export function drmTypeOptions(
  types: readonly DrmMovementType[],
  kind: FormKind,
  regime: DrmRegime,
  lang: 'fr' | 'en',
  noLine: string,
): { value: string; label: string }[] {
  const flows = flowsOf(kind);
  const options = types
    .filter((x) => x.regime === regime && flows.includes(x.flow))
    .map((x) => ({ value: x.code, label: x.label[lang] }))
    .filter((o, i, all) => all.findIndex((p) => p.value === o.value) === i);
  return BOTTLING.includes(kind) ? [{ value: NO_DRM_LINE, label: noLine }, ...options] : options;
}

/** One unit's volume in ml, and whether the format is a bag-in-box. */
export function unitOf(format: Pick<ManagedFormat, 'type' | 'unity' | 'unityValue'> | undefined): {
  unitMl: number;
  bagInBox: boolean;
} {
  if (!format) return { unitMl: 750, bagInBox: false };
  const hl = toHectolitres(format.unity as Unity, format.unityValue);
  return { unitMl: Math.round(hl * 100_000), bagInBox: format.type === 'bib' };
}

/** The type the form starts from for a kind ('' for an inventory count: its sign decides). */
export function presetDrmType(
  interprofession: Interprofession,
  m: {
    kind: FormKind;
    regime: DrmRegime;
    destination: SaleDestination | '';
    unitMl: number;
    bagInBox: boolean;
  },
): string {
  if (m.kind === 'adjustment') return '';
  return defaultDrmType(interprofession, {
    kind: m.kind === 'transfer' ? 'transferOut' : m.kind,
    signed: flowsOf(m.kind)[0] === 'entrees' ? 1 : -1,
    destination: m.destination || null,
    regime: m.regime,
    unitMl: m.unitMl,
    bagInBox: m.bagInBox,
  });
}

/** The details a type asks for (none for a type the catalogue does not have). */
export function drmNeeds(
  types: readonly DrmMovementType[],
  code: string,
  kind: FormKind,
  regime: DrmRegime,
): { country: boolean; document: boolean; contract: boolean } {
  const flows = flowsOf(kind);
  const type = types.find((x) => x.code === code && x.regime === regime && flows.includes(x.flow));
  return {
    country: type?.needsCountry === true,
    document: type?.needsDocument === true,
    contract: type?.needsContract === true,
  };
}
