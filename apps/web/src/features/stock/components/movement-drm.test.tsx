import type { Movement } from '@cuvee/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formResolver } from '../../../components/form/index.ts';
import { BONDED, DUTY_PAID, drmWarehouse, stubApi } from '../../../test/drm.testing.ts';
import {
  emptyMovementForm,
  type MovementFormValues,
  type MovementRequest,
  movementFormSchema,
} from '../logic/movement-form.ts';
import { MovementFields } from './movement-form.fields.tsx';
import { MovementCards, MovementTable } from './movement-views.tsx';

// The DRM part of the movement form and of the journal (issue 26): the type offered from the
// shop's interprofession's catalogue for the warehouse's regime, preset from the kind and
// editable, the details the type asks for, and the journal's DRM type column.

beforeEach(() => {
  stubApi();
});
afterEach(() => vi.unstubAllGlobals());

const PRODUCT = '33333333-3333-4333-8333-333333333333';
const FORMAT = '44444444-4444-4444-8444-444444444444';

function Harness({ initial, onSubmit }: { initial: MovementFormValues; onSubmit(r: MovementRequest): void }) {
  const form = useForm<MovementFormValues, unknown, MovementRequest>({
    defaultValues: initial,
    resolver: formResolver(movementFormSchema),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <MovementFields
        form={form}
        warehouses={[
          drmWarehouse(DUTY_PAID, 'Boutique', false),
          drmWarehouse(BONDED, 'Chai sous douane', true),
        ]}
        initialProduct={null}
      />
      <button type="submit">Enregistrer le mouvement</button>
    </form>
  );
}

function renderForm(initial: Partial<MovementFormValues>) {
  const onSubmit = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness
        initial={{
          ...emptyMovementForm(BONDED),
          productId: PRODUCT,
          formatId: FORMAT,
          quantity: '240',
          ...initial,
        }}
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

/** The catalogue's first answer may take a while on a loaded machine. */
const LOADED = { timeout: 8000 };
const drmType = () => screen.getByRole('combobox', { name: 'Type de mouvement DRM' });

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the movement form’s DRM type', { timeout: 30_000 }, () => {
  it('presets a sale from the bonded warehouse as sold in France under suspended CRD, and an export with its country and e-AD', async () => {
    const { onSubmit, user } = renderForm({ kind: 'sale' });
    expect(
      await screen.findByText('Vente France bouteilles sous CRD suspendues', {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Pays de destination')).toBeNull();
    await choose(user, 'Destination de la vente', 'Export (hors UE)');
    expect(drmType()).toHaveTextContent('Export et expéditions (pays de destination)');
    await user.type(screen.getByLabelText('Pays de destination'), 'jp');
    await user.type(screen.getByLabelText('N° de document (ARC / DAE / DSA)'), '26FRA0000000000000011');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mouvement' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const request = onSubmit.mock.calls[0]![0] as MovementRequest;
    expect(request.route).toBe('recordMovement');
    expect(request.body).toMatchObject({
      kind: 'sale',
      destination: 'export',
      drmType: 'export',
      country: 'JP',
      documentNumber: '26FRA0000000000000011',
    });
  });

  it('offers no DRM line for a bottling in one’s own cellar, and the duty-paid types in a duty-paid warehouse', async () => {
    const { user } = renderForm({ kind: 'bottling' });
    expect(
      await screen.findByText('Aucune ligne DRM (mise en bouteille au chai)', {}, LOADED),
    ).toBeInTheDocument();
    await choose(user, 'Type de mouvement', /Vente$/);
    await choose(user, 'Entrepôt', 'Boutique');
    expect(drmType()).toHaveTextContent('Vente (droits acquittés)');
  });

  it('keeps the type the producer picked, and says in French what a detail lacks', async () => {
    const { onSubmit, user } = renderForm({ kind: 'sale' });
    await screen.findByText('Vente France bouteilles sous CRD suspendues', {}, LOADED);
    await choose(user, 'Type de mouvement DRM', 'Export et expéditions (pays de destination)');
    await user.type(screen.getByLabelText('Pays de destination'), 'Japon');
    await user.type(screen.getByLabelText('N° d’accise du destinataire'), 'BE01');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mouvement' }));
    expect(await screen.findByText('Le pays doit être un code ISO à 2 lettres (ex. FR)')).toBeInTheDocument();
    expect(
      screen.getByText("Le numéro d'accise doit contenir 13 caractères (lettres et chiffres)"),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(drmType()).toHaveTextContent('Export et expéditions (pays de destination)');
  });
});

const movement = (over: Partial<Movement>): Movement => ({
  id: crypto.randomUUID(),
  lineId: 'l1',
  warehouseId: BONDED,
  warehouseName: 'Chai sous douane',
  productId: PRODUCT,
  productName: 'Rosé de Loire',
  formatId: FORMAT,
  formatLabel: 'Bouteille 75 cl',
  vintage: '2025',
  lot: '',
  kind: 'sale',
  quantity: -1200,
  eq75: -1200,
  hl: -9,
  balanceAfter: 9308,
  exciseStatus: 'suspended',
  drmCategory: 'saleFrance',
  destination: 'france',
  reason: null,
  documentRef: null,
  transferId: null,
  drmType: 'ventefrancebouteillecrd',
  documentNumber: null,
  country: null,
  consigneeExciseNumber: null,
  contractNumber: null,
  dischargedOn: null,
  date: '2026-10-15',
  author: { id: null, name: 'Claire Vigneron' },
  createdAt: '2026-10-15T10:00:00Z',
  ...over,
});

describe('the journal’s DRM type', { timeout: 30_000 }, () => {
  const movements = [
    movement({}),
    movement({ kind: 'bottling', quantity: 600, drmType: 'aucun', drmCategory: 'none' }),
    movement({ kind: 'gift', quantity: -6, drmType: null, drmCategory: 'tasting' }),
    movement({ drmType: 'export', destination: 'export', documentNumber: '26FRA0000000000000011' }),
  ];

  it('names each movement’s type from the catalogue, no line, or untyped', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MovementTable movements={movements} loading={false} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('columnheader', { name: 'Type DRM' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('movement-row');
    expect(
      await within(rows[0]!).findByText('Vente France bouteilles sous CRD suspendues'),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('movement-drm-type')).toHaveTextContent('Aucune ligne');
    expect(within(rows[2]!).getByTestId('movement-drm-type')).toHaveTextContent('Sans type');
    expect(within(rows[3]!).getByText('26FRA0000000000000011')).toBeInTheDocument();
  });

  it('says it on the phone’s cards too', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MovementCards movements={movements.slice(0, 1)} loading={false} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('Vente France bouteilles sous CRD suspendues', {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByTestId('movement-row')).toHaveTextContent(
      'Type DRM : Vente France bouteilles sous CRD suspendues',
    );
  });
});
