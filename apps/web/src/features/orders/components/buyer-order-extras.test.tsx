import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { buyerOrderDetail } from '../../../test/buyer-order.fixture.ts';
import { MyOrderPage } from '../pages/my-order.page.tsx';

// The buyer's order page against a faked API (issue 24): how to pay the seller, the parcel's
// tracking at its carrier, and the invoices to download, as the API answers them.

const ID = '11111111-1111-4111-8111-111111111111';
let answer: unknown;

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === `/v1/orders/mine/${ID}`
        ? Response.json({ success: true, order: answer })
        : Response.json({ success: false, message: 'Introuvable' }, { status: 404 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/dashboard/orders/${ID}`]}>
        <Routes>
          <Route path="/dashboard/orders/:id" element={<MyOrderPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the buyer’s order page (issue 24)', () => {
  it('tells how to pay by transfer: the holder, the IBAN by fours, the BIC and the reference', async () => {
    answer = buyerOrderDetail({
      paymentInstructions: {
        kind: 'transfer',
        iban: 'FR76 3000 4000 0312 3456 7890 143',
        bic: 'BNPAFRPP',
        bankName: 'BNP Paribas',
        accountHolder: 'SCEA Domaine Démo',
        reference: 'CMD-2026-0001',
      },
      invoices: [],
    });
    show();
    const pay = await screen.findByTestId('buyer-pay');
    expect(within(pay).getByRole('heading', { name: 'Réglez par virement bancaire' })).toBeInTheDocument();
    expect(within(pay).getByTestId('payment-iban')).toHaveTextContent('FR76 3000 4000 0312 3456 7890 143');
    expect(within(pay).getByTestId('payment-bic')).toHaveTextContent('BNPAFRPP');
    expect(within(pay).getByTestId('payment-reference')).toHaveTextContent('CMD-2026-0001');
    expect(pay).toHaveTextContent('SCEA Domaine Démo');
  });

  it('a cheque: the payee, the address and the reference; nothing to pay once refused', async () => {
    answer = buyerOrderDetail({
      paymentType: 'check',
      paymentInstructions: {
        kind: 'check',
        payee: 'SCEA Domaine Démo',
        address: '12 chemin des Vignes\n30000 Nîmes',
        reference: 'CMD-2026-0001',
      },
    });
    const { unmount } = show();
    const pay = await screen.findByTestId('buyer-pay');
    expect(within(pay).getByTestId('payment-payee')).toHaveTextContent('SCEA Domaine Démo');
    expect(pay).toHaveTextContent('12 chemin des Vignes');
    unmount();
    answer = { ...(answer as object), status: 'refused' };
    show();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('buyer-pay')).toBeNull();
  });

  it('once shipped: the tracking number links to the carrier’s page; the invoice offers its PDF', async () => {
    answer = buyerOrderDetail({
      status: 'invoiced',
      deliveryStatus: 'transit',
      paymentInstructions: null,
      shipment: {
        carrier: 'colissimo',
        carrierName: 'Colissimo',
        trackingRef: '6A12345678901',
        trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
        parcels: 1,
        weightGrams: null,
        shippedAt: '2026-11-21T09:00:00.000Z',
      },
      invoices: [
        {
          id: 'inv-1',
          kind: 'invoice',
          number: 'F-2026-00042',
          issueDate: '2026-11-21',
          totalTTC: 3480,
          ready: true,
        },
        {
          id: 'inv-2',
          kind: 'credit',
          number: 'AV-2026-00001',
          issueDate: '2026-11-22',
          totalTTC: 500,
          ready: false,
        },
      ],
    });
    show();
    const shipment = await screen.findByTestId('buyer-shipment');
    expect(within(shipment).getByTestId('tracking-link')).toHaveAttribute(
      'href',
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    );
    const invoices = screen.getByTestId('buyer-invoices');
    expect(invoices).toHaveTextContent('Facture F-2026-00042');
    expect(invoices).toHaveTextContent('Avoir AV-2026-00001');
    const buttons = within(invoices).getAllByTestId('download-invoice');
    expect(buttons[0]).toBeEnabled();
    expect(buttons[0]).toHaveTextContent('Télécharger (PDF)');
    expect(buttons[1]).toBeDisabled();
    expect(buttons[1]).toHaveTextContent('En préparation…');
    expect(screen.queryByTestId('buyer-pay')).toBeNull();
  });
});
