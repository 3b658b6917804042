import type { SalesOrderDetail } from '@cuvee/contracts/sales-orders';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import '../../../lib/common.i18n.ts';
import '../orders.i18n.ts';
import { QuoteSendingPanel, SalesOrderNotes, SalesOrderTitle } from './quote-parts.tsx';

// Issue 24: the quote's page said « Commande D-000003 … Passée chez Domaine Démo » and showed
// the internal note as « Votre message au vendeur ». It is headed as a quote, for its client,
// with its last day; the note is the shop's own; the client's refusal and its reason show.

const quote = {
  id: 'q1',
  reference: 'D-000003',
  kind: 'quote',
  status: 'pending',
  channel: 'backoffice',
  placedAt: '2026-11-02T10:00:00.000Z',
  validUntil: '2026-12-02',
  client: { id: 'c1', name: 'Cave du Port' },
  seller: { id: 's1', name: 'Domaine Démo', urlShop: 'domaine-demo' },
  quoteReference: null,
  quoteOutcome: 'refused',
  notes: 'Marge serrée',
  quote: {
    recipient: 'achats@cave.fr',
    sentTo: ['achats@cave.fr'],
    sentAt: '2026-11-02T11:00:00.000Z',
    linkExpiresAt: '2026-12-02T23:00:00.000Z',
    answeredAt: '2026-11-05T09:00:00.000Z',
    answeredBy: 'client',
    refusalReason: 'Budget dépassé',
  },
} as unknown as SalesOrderDetail;

it('heads a quote « Devis D-000003 » with its client and last day, never « Passée chez »', () => {
  render(
    <MemoryRouter>
      <SalesOrderTitle order={quote} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Devis D-000003');
  const subtitle = screen.getByTestId('order-subtitle');
  expect(subtitle).toHaveTextContent('Établi le 02/11/2026 pour Cave du Port');
  expect(subtitle).toHaveTextContent("Valable jusqu'au 02/12/2026");
  expect(subtitle).not.toHaveTextContent('Passée');
  expect(screen.getByTestId('order-chips')).toHaveTextContent('Refusé');
});

it('labels the note « Note interne », never a message to the seller', () => {
  render(<SalesOrderNotes order={quote} />);
  expect(screen.getByRole('region', { name: 'Note interne' })).toHaveTextContent('Marge serrée');
  expect(screen.queryByText('Votre message au vendeur')).toBeNull();
});

it('tells where the sending stands and the client’s refusal with its reason', () => {
  render(<QuoteSendingPanel order={quote} />);
  const panel = screen.getByTestId('quote-sending');
  expect(panel).toHaveTextContent('Envoyé à achats@cave.fr le 02/11/2026');
  expect(panel).toHaveTextContent('Refusé par le client le 05/11/2026');
  expect(panel).toHaveTextContent('Motif : « Budget dépassé »');
});
