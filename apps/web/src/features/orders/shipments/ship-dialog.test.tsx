import type { ShipmentOrder } from '@cuvee/contracts/shipments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import '../../../lib/common.i18n.ts';
import { ShipDialog } from './ship-dialog.tsx';

// Shipping the desk's selection (issue 24): one block per order, the parcels ⌈bottles / 12⌉ by
// default, one carrier for all, a missing carrier said in French before anything is sent.

const order = (reference: string, bottles: number, over: Partial<ShipmentOrder> = {}): ShipmentOrder => ({
  id: `id-${reference}`,
  reference,
  kind: 'order',
  status: 'validated',
  deliveryStatus: 'pending',
  placedAt: '2026-11-28T09:00:00.000Z',
  client: 'Cave du Port',
  mode: { name: 'Transporteur', kind: 'delivery' },
  destination: '13002 Marseille',
  itemCount: bottles,
  bottles,
  weightGrams: null,
  suggestedParcels: Math.max(1, Math.ceil(bottles / 12)),
  suggestedCarrier: null,
  ...over,
});

// MUI's menus are slow to open on a loaded machine.
it('proposes the parcels, applies one carrier to all, and sends each order’s shipment', {
  timeout: 30_000,
}, async () => {
  const asked: unknown[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (_url: string, init?: RequestInit) => {
    asked.push(JSON.parse(String(init?.body)));
    return Response.json({ success: true, message: '2 commandes expédiées', results: [] });
  }) as typeof fetch;
  let done = false;
  try {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ShipDialog
          orders={[
            order('C-000001', 13),
            order('C-000002', 6, { weightGrams: 9500, suggestedCarrier: 'dpd' }),
          ]}
          onClose={() => undefined}
          onDone={() => {
            done = true;
          }}
        />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Expédier 2 commandes' });
    const first = within(dialog).getByRole('group', { name: 'C-000001' });
    const second = within(dialog).getByRole('group', { name: 'C-000002' });
    expect(within(first).getByLabelText('Nombre de colis')).toHaveValue('2');
    expect(within(second).getByLabelText('Poids (kg)')).toHaveValue('9,5');
    // Without a carrier for the first, nothing is sent and the field says why.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Expédier les 2 commandes' }));
    expect(await within(first).findByText('Choisissez le transporteur')).toBeInTheDocument();
    expect(asked).toEqual([]);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Même transporteur pour toutes' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Colissimo' }));
    fireEvent.change(within(first).getByLabelText('Numéro de suivi'), { target: { value: ' 6A123 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Expédier les 2 commandes' }));
    await waitFor(() => expect(done).toBe(true));
    expect(asked).toEqual([
      {
        shipments: [
          { orderId: 'id-C-000001', carrier: 'colissimo', parcels: 2, trackingRef: '6A123' },
          { orderId: 'id-C-000002', carrier: 'colissimo', parcels: 1, weightGrams: 9500 },
        ],
      },
    ]);
  } finally {
    globalThis.fetch = original;
  }
});
