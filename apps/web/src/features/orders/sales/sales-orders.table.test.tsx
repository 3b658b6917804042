import type { SalesOrder } from '@cuvee/contracts/sales-orders';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SalesOrderTable } from './sales-orders.table.tsx';
import '../orders.i18n.ts';

const quote = (reference: string, name: string, showTtc: boolean): SalesOrder => ({
  id: `id-${reference}`,
  reference,
  seller: { id: 's', name: 'Domaine Démo', urlShop: 'domaine-demo' },
  status: 'pending',
  deliveryStatus: 'pending',
  paymentStatus: 'pending',
  paymentType: 'transfer',
  totalHT: 100000,
  tva: 20000,
  totalTTC: 120000,
  shipping: 0,
  excise: 0,
  css: 0,
  itemCount: 60,
  placedAt: '2026-11-02T10:00:00.000Z',
  kind: 'quote',
  channel: 'backoffice',
  client: { id: `c-${reference}`, name },
  agent: null,
  validUntil: null,
  quoteReference: null,
  quoteOutcome: 'sent',
  invoiceNumber: null,
  showTtc,
});

describe('the quotes and orders list', () => {
  it('shows each amount labelled HT or TTC, the client typology’s own first', () => {
    render(
      <MemoryRouter>
        <SalesOrderTable
          rows={[quote('D-000001', 'Cave du Port', false), quote('D-000002', 'Élodie Martin', true)]}
          loading={false}
          selected={[]}
          onSelect={() => {}}
        />
      </MemoryRouter>,
    );
    const [pro, individual] = screen.getAllByTestId('order-amounts');
    expect(
      within(pro!)
        .getAllByText(/€/)
        .map((e) => e.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['1 000,00 € HT', '1 200,00 € TTC']);
    expect(
      within(individual!)
        .getAllByText(/€/)
        .map((e) => e.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['1 200,00 € TTC', '1 000,00 € HT']);
  });
});
