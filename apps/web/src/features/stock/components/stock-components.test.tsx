import type { Warehouse } from '@cuvee/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formResolver } from '../../../components/form/index.ts';
import { stubApi } from '../../../test/drm.testing.ts';
import {
  emptyMovementForm,
  type MovementFormValues,
  type MovementRequest,
  movementFormSchema,
} from '../logic/movement-form.ts';
import { MovementFields } from './movement-form.fields.tsx';
import { TotalsBar } from './totals-bar.tsx';

// The product picker asks the catalogue, the DRM fields the interprofession's types: answered
// by a stubbed fetch (test/drm.testing.ts).
beforeEach(() => {
  stubApi();
});
afterEach(() => vi.unstubAllGlobals());

const W1 = '11111111-1111-4111-8111-111111111111';
const W2 = '22222222-2222-4222-8222-222222222222';
const warehouse = (id: string, name: string): Warehouse => ({
  id,
  name,
  kind: 'ownCellar',
  address: null,
  exciseStatus: 'dutyPaid',
  exciseNumber: null,
  isDefault: id === W1,
  archived: false,
  createdAt: '2026-11-01T00:00:00Z',
});

function Harness({ initial, onSubmit }: { initial: MovementFormValues; onSubmit(r: MovementRequest): void }) {
  const form = useForm<MovementFormValues, unknown, MovementRequest>({
    defaultValues: initial,
    resolver: formResolver(movementFormSchema),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <MovementFields
        form={form}
        warehouses={[warehouse(W1, 'Chai du domaine'), warehouse(W2, 'Logistique Sud')]}
        initialProduct={null}
      />
      <button type="submit">Enregistrer le mouvement</button>
    </form>
  );
}

function renderForm(initial: MovementFormValues) {
  const onSubmit = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness initial={initial} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('the movement form', () => {
  it('says in French what an empty bottling lacks, and sends nothing', async () => {
    const { onSubmit, user } = renderForm(emptyMovementForm(W1));
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mouvement' }));
    expect(await screen.findAllByText('Ce champ ne peut pas être vide')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
    // No target warehouse for a bottling; the reason is optional.
    expect(screen.queryByLabelText('Entrepôt d’arrivée')).toBeNull();
    expect(screen.getByLabelText('Motif (facultatif)')).toBeInTheDocument();
  });

  it('refuses a transfer to the warehouse it leaves, and a decimal quantity', async () => {
    const { onSubmit, user } = renderForm({
      ...emptyMovementForm(W1),
      kind: 'transfer',
      productId: '33333333-3333-4333-8333-333333333333',
      formatId: '44444444-4444-4444-8444-444444444444',
      toWarehouseId: W1,
    });
    expect(screen.getByLabelText('Entrepôt de départ')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Quantité (unités)'), '2,5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mouvement' }));
    expect(
      await screen.findByText("L'entrepôt de destination doit être différent de l'entrepôt de départ"),
    ).toBeInTheDocument();
    expect(screen.getByText("La quantité doit être un nombre entier d'unités")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks an inventory count for the counted units and its reason', async () => {
    const { user } = renderForm({ ...emptyMovementForm(W1), kind: 'adjustment' });
    expect(screen.getByLabelText('Quantité comptée (unités)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mouvement' }));
    expect(await screen.findByText("Indiquez le motif de l'ajustement")).toBeInTheDocument();
  });
});

it('shows the totals of the filtered lines in units, bottle equivalents and hectolitres', () => {
  render(
    <TotalsBar
      totals={{ lines: 2, physical: 1240, reserved: 24, available: 1216, eq75: 1250.5, hl: 9.3788 }}
    />,
  );
  const totals = screen.getByRole('region', { name: 'Totaux des lignes filtrées' });
  const figure = (id: string) => within(totals).getByTestId(`total-${id}`).textContent?.replace(/\s/g, ' ');
  expect(figure('physical')).toBe('Unités physiques1 240');
  expect(figure('available')).toBe('Disponibles1 216');
  expect(figure('eq75')).toBe('Équiv. 75 cl1 250,5');
  expect(figure('hl')).toBe('Hectolitres9,3788');
});
