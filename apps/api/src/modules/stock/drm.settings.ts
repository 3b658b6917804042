import type { DrmSettings } from '@cuvee/contracts';
import {
  defaultDrmType,
  drmCatalogueOn,
  drmTypeOf,
  flowOf,
  type MovementKind,
  NO_DRM_LINE,
  regimeOf,
  type SaleDestination,
} from '@cuvee/domain';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { StockActor } from './stock.lines.ts';
import { type DrmDetails, dayOf } from './stock.movements.ts';
import { type StockLineRow, stockSettings, type WarehouseRow } from './stock.table.ts';

/*
 * The shop's interprofession (decision 0093): it names the catalogue a movement's DRM type is
 * taken from; the shop's ids there go on every line of the CSV.
 */

export async function drmSettings(actor: StockActor, tx: TenantTx): Promise<DrmSettings> {
  const [row] = await scoped(tx, actor).selectAll(stockSettings);
  return {
    interprofession: row?.interprofession ?? 'interloire',
    interprofessionId: row?.interprofessionId ?? null,
    cvi: row?.cvi ?? null,
    siret: row?.siret ?? null,
  };
}

export async function updateDrmSettings(actor: StockActor, tx: TenantTx, input: DrmSettings) {
  const s = scoped(tx, actor);
  const [row] = await s.selectAll(stockSettings);
  if (row) await s.update(stockSettings).set(input).where();
  else await s.insert(stockSettings).values([input]);
  return drmSettings(actor, tx);
}

const NO_LINE_KINDS: readonly MovementKind[] = ['bottling', 'bottlingDraw'];

/**
 * A movement's DRM details as recorded through the stock routes: its type (the one given, else
 * the one its kind implies) must be in the shop's catalogue for the warehouse's regime and the
 * movement's direction; an export names its country, an intra-EU shipment its e-AD. 422 in French
 * otherwise, before anything is written.
 */
export async function checkedDrmDetails(
  actor: StockActor,
  tx: TenantTx,
  m: {
    warehouse: WarehouseRow;
    line: StockLineRow;
    kind: MovementKind;
    signed: number;
    destination?: SaleDestination | undefined;
    date?: string | undefined;
    details: DrmDetails;
  },
): Promise<DrmDetails> {
  const settings = await drmSettings(actor, tx);
  const regime = regimeOf(m.warehouse.exciseStatus);
  const code =
    m.details.drmType ??
    defaultDrmType(settings.interprofession, {
      kind: m.kind,
      signed: m.signed,
      destination: m.destination,
      regime,
      unitMl: m.line.unitMl,
    });
  if (code === NO_DRM_LINE) {
    if (!NO_LINE_KINDS.includes(m.kind))
      throw new HttpError(
        422,
        "Seule une mise en bouteille dans son propre chai (et le vrac tiré pour elle) n'a pas de ligne DRM",
      );
    return { ...m.details, drmType: code };
  }
  const catalogue = drmCatalogueOn(settings.interprofession, dayOf(m.date));
  const flow = flowOf(m.signed);
  const type = drmTypeOf(catalogue, code, regime, flow);
  if (!type)
    throw new HttpError(
      422,
      `Le type DRM « ${code} » n'existe pas en ${flow === 'entrees' ? 'entrée' : 'sortie'} ${regime === 'suspendu' ? 'en droits suspendus' : 'en droits acquittés'} dans le catalogue ${catalogue.name}`,
    );
  if (type.needsCountry && !m.details.country)
    throw new HttpError(422, 'Indiquez le pays de destination (code ISO, ex. JP) de cette sortie export');
  if (m.destination === 'eu' && !m.details.documentNumber)
    throw new HttpError(
      422,
      "Indiquez le numéro ARC du DAE électronique d'une expédition vers un autre pays de l'Union",
    );
  if (type.needsContract && !m.details.contractNumber)
    throw new HttpError(422, 'Indiquez le numéro du contrat interprofessionnel de cette sortie en vrac');
  return { ...m.details, drmType: code };
}
