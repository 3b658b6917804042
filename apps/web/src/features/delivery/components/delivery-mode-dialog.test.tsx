import { deliveryRoutes } from '@cuvee/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../../../lib/api-call.ts';
import { DeliveryModeDialog } from './delivery-mode-dialog.tsx';

// The API answers the created mode; the call is what the test reads.
vi.mock('../../../lib/api-call.ts', () => ({
  call: vi.fn(async (_route: unknown, input: { body: Record<string, unknown> }) => ({
    success: true,
    message: 'Le mode de livraison a été créé',
    mode: { id: 'm1', createdAt: '2026-11-24T00:00:00Z', ...input.body },
  })),
  downloadFile: vi.fn(),
}));

function renderDialog() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DeliveryModeDialog mode={null} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Enregistrer' });

describe('the delivery mode dialog', () => {
  it('says in French what is wrong and sends nothing', async () => {
    vi.mocked(call).mockClear();
    const { onClose, user } = renderDialog();
    await user.type(screen.getByLabelText('Nom affiché au client'), 'X');
    await user.type(screen.getByLabelText('Produits minimum'), '12');
    await user.type(screen.getByLabelText('Produits maximum'), '6');
    await user.type(screen.getByLabelText('Par multiple de'), '1');
    await user.click(save());
    expect(await screen.findByText('Le nom doit contenir au moins 2 caractères')).toBeInTheDocument();
    expect(screen.getByText('Le minimum doit être inférieur ou égal au maximum')).toBeInTheDocument();
    expect(screen.getByText('Le multiple doit être compris entre 2 et 1000')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for a zone, and for a collection point when the mode is one', async () => {
    vi.mocked(call).mockClear();
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Nom affiché au client'), 'Relais');
    await user.click(screen.getByLabelText('France'));
    await user.click(await screen.findByRole('option', { name: 'Pas la France' }));
    await user.click(screen.getByLabelText('Type'));
    await user.click(await screen.findByRole('option', { name: 'Point relais' }));
    await user.click(save());
    expect(await screen.findByText('Choisissez au moins un pays ou un département')).toBeInTheDocument();
    expect(screen.getByText('Ajoutez au moins un point relais')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('creates a home delivery by bottles with its brackets in cents and franco, then closes', async () => {
    vi.mocked(call).mockClear();
    const { onClose, user } = renderDialog();
    await user.type(screen.getByLabelText('Nom affiché au client'), 'Colis');
    await user.clear(screen.getByLabelText('Prix TTC'));
    await user.type(screen.getByLabelText('Prix TTC'), '12,50');
    await user.click(screen.getByLabelText('Livraison offerte (franco)'));
    await user.click(await screen.findByRole('option', { name: 'À partir d’un nombre de bouteilles' }));
    await user.type(screen.getByLabelText('Nombre de bouteilles'), '24');
    await user.click(save());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call).toHaveBeenCalledWith(
      deliveryRoutes.create,
      expect.objectContaining({
        body: expect.objectContaining({
          kind: 'carrier',
          name: 'Colis',
          brackets: [{ from: 1, priceCents: 1250 }],
          franco: { kind: 'products', value: 24 },
        }),
      }),
    );
  });
});
