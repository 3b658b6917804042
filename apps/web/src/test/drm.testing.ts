import type { DrmReturn, Warehouse } from '@cuvee/contracts';
import { INTERLOIRE_CATALOGUE } from '@cuvee/domain';
import { vi } from 'vitest';

/*
 * The DRM screens' answers, as the API gives them: the worked month of domain-facts-wave3 §4
 * (Rosé de Loire, October 2026, a bonded warehouse): 85.50 hl opening, 9.00 hl sold in France
 * under suspended CRD, 4.50 + 1.80 hl exported, 0.30 hl tasted, 0.09 hl lost, 69.81 hl closing;
 * capsules 5,000 − 1,200 − 12 = 3,788; 37.71 € of duty; one e-AD not discharged.
 */

export const BONDED = '11111111-1111-4111-8111-111111111111';
export const DUTY_PAID = '22222222-2222-4222-8222-222222222222';

export const drmWarehouse = (id: string, name: string, suspended: boolean): Warehouse => ({
  id,
  name,
  kind: 'ownCellar',
  address: null,
  exciseStatus: suspended ? 'suspended' : 'dutyPaid',
  exciseNumber: suspended ? 'FR01234567890' : null,
  isDefault: !suspended,
  archived: false,
  createdAt: '2026-01-01T00:00:00Z',
});

export const drmCatalogue = {
  success: true as const,
  interprofession: INTERLOIRE_CATALOGUE.interprofession,
  name: INTERLOIRE_CATALOGUE.name,
  validFrom: INTERLOIRE_CATALOGUE.validFrom,
  source: INTERLOIRE_CATALOGUE.source,
  types: INTERLOIRE_CATALOGUE.types.map((x) => ({
    ...x,
    dutyDue: x.dutyDue === true,
    needsCountry: x.needsCountry === true,
    needsContract: x.needsContract === true,
    needsDocument: x.needsDocument === true,
  })),
};

const line = (
  code: string,
  label: string,
  hl: number,
  more: Partial<DrmReturn['products'][0]['exits'][0]> = {},
) => ({
  code,
  label,
  hl,
  country: null,
  contractNumber: null,
  documentNumber: null,
  dutyDue: false,
  ...more,
});

export const ARC_BE = '26FRA0000000000000012';

export const workedReturn = (over: Partial<DrmReturn> = {}): DrmReturn => ({
  warehouseId: BONDED,
  warehouseName: 'Chai sous douane',
  exciseNumber: 'FR01234567890',
  interprofession: 'interloire',
  month: '2026-10',
  period: '202610',
  deadline: '2026-11-10',
  neant: false,
  products: [
    {
      key: 'codes|aoc||rose de loire||||',
      identity: {
        inaoCode: null,
        certification: 'AOC',
        genre: null,
        appellation: 'Rosé de Loire',
        mention: null,
        lieu: null,
        couleur: 'Rosé',
        cepage: null,
        complement: null,
        label: 'Rosé de Loire',
      },
      regime: 'suspendu',
      exciseCategory: 'stillWine',
      opening: 85.5,
      entries: [],
      exits: [
        line('ventefrancebouteillecrd', 'Vente France bouteilles sous CRD suspendues', 9, { dutyDue: true }),
        line('export', 'Export et expéditions (pays de destination)', 4.5, {
          country: 'JP',
          documentNumber: '26FRA0000000000000011',
        }),
        line('export', 'Export et expéditions (pays de destination)', 1.8, {
          country: 'BE',
          documentNumber: ARC_BE,
        }),
        line(
          'consommationfamilialedegustation',
          'Consommation familiale, dégustations, échantillons, dons',
          0.3,
        ),
        line('destructionperte', 'Pertes (manipulation, soutirage, casse)', 0.09),
      ],
      totalEntries: 0,
      totalExits: 15.69,
      closing: 69.81,
      dutyCents: 3771,
      dutyRate: 4.19,
      dutyHl: 9,
    },
  ],
  dutyCents: 3771,
  crd: [
    {
      colour: 'green',
      fiscalCategory: 'stillWine',
      volumeMl: 750,
      opening: 5000,
      entries: 0,
      uses: 1200,
      destructions: 12,
      closing: 3788,
    },
  ],
  undischarged: [
    {
      movementId: '33333333-3333-4333-8333-333333333333',
      date: '2026-10-22',
      documentNumber: ARC_BE,
      consigneeExciseNumber: 'BE0123456789A',
      country: 'BE',
      hl: 1.8,
    },
  ],
  checks: [],
  canFile: true,
  filing: null,
  ...over,
});

export const drmMonths = (filedAt: string | null = null) => ({
  success: true as const,
  months: ['2026-10', '2026-09', '2026-08'].map((month, i) => ({
    month,
    deadline: ['2026-11-10', '2026-10-12', '2026-09-10'][i]!,
    filing:
      i === 0
        ? filedAt
          ? { month, filedAt, filedBy: 'Claire Vigneron', dutyCents: 3771 }
          : null
        : { month, filedAt: `${month}-28T10:00:00Z`, filedBy: 'Claire Vigneron', dutyCents: 0 },
    late: false,
  })),
  lockedThrough: filedAt ? '2026-10-31' : '2026-09-30',
});

export const drmSettings = (over: Record<string, string | null> = {}) => ({
  success: true as const,
  settings: {
    interprofession: 'interloire' as const,
    interprofessionId: '11223301',
    cvi: null,
    siret: null,
    ...over,
  },
});

/** A request the screens made of the stubbed API. */
export type StubbedCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
};
export type StubbedAnswer = { status?: number; body: unknown; file?: boolean };

/**
 * The API as the stock screens' tests answer it: the real client (lib/api-call.ts, its contract
 * checks included) over a stubbed fetch — no file of the stock mocks the client, whose module the
 * component project shares between the files of a worker. `answer` gives each request's answer
 * (undefined: the DRM catalogue, no product, else 404); the requests are recorded.
 */
export function stubApi(
  answer: (call: StubbedCall) => StubbedAnswer | undefined = () => undefined,
): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      const given =
        answer(call) ??
        (call.path === '/v1/stocks/drm/catalogue'
          ? { body: drmCatalogue }
          : call.path === '/v1/dashboard/products'
            ? { body: { success: true, total: 0, products: [] } }
            : { status: 404, body: { success: false, message: 'Introuvable' } });
      if (given.file)
        return new Response(String(given.body), {
          status: given.status ?? 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="drm.csv"' },
        });
      return Response.json(given.body, { status: given.status ?? 200 });
    }),
  );
  return calls;
}
