import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import '../../../lib/common.i18n.ts';
import {
  ARC_BE,
  BONDED,
  DUTY_PAID,
  drmCatalogue,
  drmMonths,
  drmSettings,
  drmWarehouse,
  type StubbedCall,
  stubApi,
  workedReturn,
} from '../../../test/drm.testing.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import { DrmPage } from './drm.page.tsx';

// /dashboard/stocks/drm as the customs read it: the worked month of domain-facts-wave3 §4, its
// checks in French, its files downloaded with the session's headers, the filing that locks the
// month, a month without movement said plainly, and the states without a return.

type Answer = { status?: number; body: unknown; file?: boolean };
let answers: Record<string, () => Answer>;
let calls: StubbedCall[];

beforeEach(() => {
  answers = {
    'GET /v1/stocks/warehouses': () => ({
      body: {
        success: true,
        warehouses: [
          drmWarehouse(DUTY_PAID, 'Boutique', false),
          drmWarehouse(BONDED, 'Chai sous douane', true),
        ],
      },
    }),
    'GET /v1/stocks/drm/settings': () => ({ body: drmSettings() }),
    'GET /v1/stocks/drm/catalogue': () => ({ body: drmCatalogue }),
    'GET /v1/stocks/drm/months': () => ({ body: drmMonths() }),
    'GET /v1/stocks/drm': () => ({ body: { success: true, drm: workedReturn() } }),
  };
  calls = stubApi(({ method, path }) => answers[`${method} ${path}`]?.());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
});

const asked = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

function show(path = `/dashboard/stocks/drm?month=2026-10`) {
  const user = publicUser('owner');
  const shop = { ...user.shops[0], integration: { stocks: { active: true } } };
  useAuthStore.setState({ token: 't', user, shop: shop as never, status: 'ready' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/stocks/drm" element={<DrmPage />} />
          <Route path="/dashboard/stocks/warehouses" element={<p>Les entrepôts</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The page's first answer may take a while on a loaded machine (several test files at once). */
const LOADED = { timeout: 8000 };
const text = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');

describe('the DRM page', { timeout: 30_000 }, () => {
  it('shows the bonded warehouse’s previous month as the customs read it: balance in hl, duties, CRD, e-AD, checks', async () => {
    // 5 November 2026: October is the month to file, due Tuesday the 10th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-05T09:00:00Z'));
    show('/dashboard/stocks/drm');
    const product = await screen.findByTestId('drm-product', {}, LOADED);
    expect(within(product).getByText('Rosé de Loire')).toBeInTheDocument();
    expect(within(product).getByText('AOC · Rosé de Loire · Rosé')).toBeInTheDocument();
    expect(text(within(product).getByTestId('drm-opening'))).toBe('85,50');
    expect(text(within(product).getByTestId('drm-closing'))).toBe('69,81');
    const exits = within(product).getAllByTestId('drm-sorties');
    expect(exits.map((row) => text(row))).toEqual([
      'Vente France bouteilles sous CRD suspenduesventefrancebouteillecrd− 9,00',
      'Export et expéditions (pays de destination)exportPays : JP · Doc. 26FRA0000000000000011− 4,50',
      `Export et expéditions (pays de destination)exportPays : BE · Doc. ${ARC_BE}− 1,80`,
      'Consommation familiale, dégustations, échantillons, donsconsommationfamilialedegustation− 0,30',
      'Pertes (manipulation, soutirage, casse)destructionperte− 0,09',
    ]);
    // Only the bonded warehouse is offered, and the month asked.
    expect(asked('GET', '/v1/stocks/drm')[0]?.query).toEqual({ warehouseId: BONDED, month: '2026-10' });
    expect(text(screen.getByTestId('drm-duty-total'))).toBe('37,71 €');
    expect(within(screen.getByTestId('drm-duties')).getByText('9,00 hl × 4,19 €/hl')).toBeInTheDocument();
    const crd = screen.getByTestId('drm-crd-row');
    expect(text(within(crd).getByTestId('drm-crd-opening'))).toBe('5 000');
    expect(text(within(crd).getByTestId('drm-crd-uses'))).toBe('1 200');
    expect(text(within(crd).getByTestId('drm-crd-destructions'))).toBe('12');
    expect(text(within(crd).getByTestId('drm-crd-closing'))).toBe('3 788');
    expect(crd).toHaveTextContent('VertVins tranquilles · Bouteille 75 cl');
    expect(within(screen.getByTestId('drm-dae-row')).getByText(ARC_BE)).toBeInTheDocument();
    expect(screen.getByTestId('drm-deadline')).toHaveTextContent(
      'À déposer au plus tard le mardi 10 novembre 2026',
    );
    expect(screen.getByTestId('drm-state')).toHaveTextContent('À déposer');
    expect(screen.getAllByTestId('drm-check-passed')).toHaveLength(4);
    expect(
      screen.getByText('Tous les contrôles sont passés : la DRM peut être déposée.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('drm-neant')).toBeNull();
    // The history of the months with their states.
    const months = screen.getAllByTestId('drm-history-month');
    expect(months.map((m) => within(m).getByText(/^(À déposer|Déposée|En retard)$/).textContent)).toEqual([
      'À déposer',
      'Déposée',
      'Déposée',
    ]);
  });

  it('says in red what blocks the filing and what to fix, and does not offer to file', async () => {
    answers['GET /v1/stocks/drm'] = () => ({
      body: {
        success: true,
        drm: workedReturn({
          canFile: false,
          checks: [
            {
              code: 'capsules',
              blocking: true,
              message:
                'Capsules CRD utilisées (1188) différentes des bouteilles vendues sous CRD suspendues (1200)',
            },
          ],
        }),
      },
    });
    // 28 November: October's return is late.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T09:00:00Z'));
    show();
    expect(await screen.findByTestId('drm-deadline', {}, LOADED)).toHaveTextContent(
      'En retard : à déposer depuis le mardi 10 novembre 2026',
    );
    expect(screen.getByTestId('drm-state')).toHaveTextContent('En retard');
    const failed = await screen.findByTestId('drm-check-failed');
    expect(failed).toHaveTextContent(
      'Capsules CRD utilisées (1188) différentes des bouteilles vendues sous CRD suspendues (1200)',
    );
    expect(failed).toHaveTextContent('Saisissez les capsules utilisées ou détruites dans le compte CRD.');
    expect(screen.getByText('1 contrôle(s) bloquent le dépôt')).toBeInTheDocument();
    expect(screen.getAllByTestId('drm-check-passed')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Marquer comme déposée' })).toBeDisabled();
    expect(screen.getByText('Corrigez d’abord les contrôles en rouge.')).toBeInTheDocument();
  });

  it('marks the month filed after saying its movements get locked, then reads it as filed', async () => {
    answers['POST /v1/stocks/drm/filings'] = () => {
      answers['GET /v1/stocks/drm'] = () => ({
        body: {
          success: true,
          drm: workedReturn({
            canFile: false,
            filing: {
              month: '2026-10',
              filedAt: '2026-11-05T09:30:00Z',
              filedBy: 'Claire Vigneron',
              dutyCents: 3771,
            },
          }),
        },
      });
      answers['GET /v1/stocks/drm/months'] = () => ({ body: drmMonths('2026-11-05T09:30:00Z') });
      return {
        body: {
          success: true,
          message: 'La DRM d’octobre 2026 est marquée déposée',
          drm: workedReturn({
            canFile: false,
            filing: {
              month: '2026-10',
              filedAt: '2026-11-05T09:30:00Z',
              filedBy: 'Claire Vigneron',
              dutyCents: 3771,
            },
          }),
        },
      };
    };
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Marquer comme déposée' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: "Marquer la DRM d'octobre 2026 comme déposée ?" });
    expect(dialog).toHaveTextContent("Les mouvements d'octobre 2026 de cet entrepôt seront verrouillés");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marquer comme déposée' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked('POST', '/v1/stocks/drm/filings').map((c) => c.body)).toEqual([
      { warehouseId: BONDED, month: '2026-10' },
    ]);
    expect(await screen.findByTestId('drm-filed')).toHaveTextContent(
      'Déposée le jeudi 5 novembre 2026 par Claire Vigneron',
    );
    expect(screen.getByTestId('drm-state')).toHaveTextContent('Déposée');
    expect(screen.queryByRole('button', { name: 'Marquer comme déposée' })).toBeNull();
  });

  it('downloads the interprofession CSV and the PDF of the month shown, with the session’s headers', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:drm');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // The browser saves the file; the test's DOM would follow the link away from the page (and
    // the next file's cookies with it).
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    answers['GET /v1/stocks/drm/file'] = () => ({
      body: 'CAVE,202610,11223301,FR01234567890\r\n',
      file: true,
    });
    show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Fichier interprofession (CSV)' }, LOADED),
    );
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'PDF imprimable' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(2));
    const files = asked('GET', '/v1/stocks/drm/file');
    expect(files.map((f) => f.query)).toEqual([
      { warehouseId: BONDED, month: '2026-10', format: 'csv' },
      { warehouseId: BONDED, month: '2026-10', format: 'pdf' },
    ]);
    expect(files[0]?.headers.authorization).toBe('Bearer t');
    expect(files[0]?.headers['x-shop-id']).toBe('s1');
  });

  it('says « Néant » plainly for a month without movement', async () => {
    answers['GET /v1/stocks/drm'] = () => ({
      body: {
        success: true,
        drm: workedReturn({ neant: true, products: [], crd: [], undischarged: [], dutyCents: 0 }),
      },
    });
    show();
    expect(await screen.findByTestId('drm-neant', {}, LOADED)).toHaveTextContent('Néant');
    expect(screen.getByText('Aucun droit dû ce mois-ci.')).toBeInTheDocument();
    expect(screen.getByText('Tous les documents d’accompagnement du mois sont apurés.')).toBeInTheDocument();
  });

  it('leads to the warehouses when none is under excise', async () => {
    answers['GET /v1/stocks/warehouses'] = () => ({
      body: { success: true, warehouses: [drmWarehouse(DUTY_PAID, 'Boutique', false)] },
    });
    show();
    expect(await screen.findByText('Aucun entrepôt sous droits suspendus', {}, LOADED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Voir les entrepôts' }));
    expect(await screen.findByText('Les entrepôts')).toBeInTheDocument();
  });

  it('offers a retry when the return cannot be loaded', async () => {
    answers['GET /v1/stocks/drm'] = () => ({ status: 500, body: { success: false, message: 'Erreur' } });
    show();
    const retry = await screen.findByRole('button', { name: /Réessayer/ }, LOADED);
    answers['GET /v1/stocks/drm'] = () => ({ body: { success: true, drm: workedReturn() } });
    await userEvent.click(retry);
    expect(await screen.findByTestId('drm-product', {}, LOADED)).toBeInTheDocument();
  });

  it('asks for the identifiers the file needs when none is given, and saves them', async () => {
    answers['GET /v1/stocks/drm/settings'] = () => ({ body: drmSettings({ interprofessionId: null }) });
    answers['PUT /v1/stocks/drm/settings'] = () => ({
      body: { success: true, message: 'Enregistré', settings: drmSettings({ cvi: '4911200012' }).settings },
    });
    show();
    const setup = await screen.findByTestId('drm-setup', {}, LOADED);
    expect(setup).toHaveTextContent(
      'Renseignez vos identifiants douane et interprofession avant de déposer.',
    );
    await userEvent.type(within(setup).getByLabelText('N° SIRET'), '123');
    await userEvent.click(within(setup).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(setup).findByText('Le numéro SIRET doit contenir 14 chiffres')).toBeInTheDocument();
    await userEvent.clear(within(setup).getByLabelText('N° SIRET'));
    await userEvent.type(within(setup).getByLabelText('N° CVI'), '4911200012');
    await userEvent.click(within(setup).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(asked('PUT', '/v1/stocks/drm/settings')[0]?.body).toEqual({
        interprofession: 'interloire',
        interprofessionId: null,
        cvi: '4911200012',
        siret: null,
      }),
    );
  });
});
