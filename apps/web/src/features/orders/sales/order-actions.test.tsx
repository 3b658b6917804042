import type { SalesOrderDetail } from '@cuvee/contracts/sales-orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import '../../../lib/common.i18n.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import '../orders.i18n.ts';
import { OrderActions } from './order-actions.tsx';

// The order's moves as buttons: those the state allows, hidden when the caller may not.

const order = {
  id: 'o1',
  reference: 'C-000042',
  kind: 'order',
  actions: { order: ['validate', 'refuse', 'cancel'], delivery: [] },
} as unknown as SalesOrderDetail;

function show(
  role: 'owner' | 'iam',
  authorizations: Record<string, boolean> | null = null,
  shown: SalesOrderDetail = order,
) {
  const user = publicUser(role, authorizations);
  useAuthStore.setState({ token: 't', user, shop: (user.shops[0] ?? null) as never, status: 'ready' });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <OrderActions order={shown} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' }));

it('shows the owner Valider, Refuser and Annuler, cancelling after a confirmation', async () => {
  show('owner');
  expect(screen.getByRole('button', { name: 'Valider' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));
  expect(await screen.findByText('Annuler la commande C-000042 ?')).toBeInTheDocument();
});

it('hides them from a collaborator without createOrder', () => {
  show('iam', { seeAllOrder: true, createOrder: false });
  expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
  expect(screen.queryByRole('group')).toBeNull();
});

const draftQuote = {
  ...order,
  reference: 'D-000007',
  kind: 'quote',
  actions: { order: ['send', 'accept', 'refuse', 'cancel', 'expire', 'edit'], delivery: [] },
} as unknown as SalesOrderDetail;

it('offers to change a draft to whoever may write its kind, leading to the entry form', () => {
  show('iam', { seeAllOrder: true, createOrder: false, createQuote: true }, draftQuote);
  expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute(
    'href',
    '/dashboard/orders/add?edit=o1',
  );
});

it('does not offer it without the right, nor once the document is no longer a draft', () => {
  show('iam', { seeAllOrder: true, createOrder: true, createQuote: false }, draftQuote);
  expect(screen.queryByRole('link', { name: 'Modifier' })).toBeNull();
  cleanup();
  show('owner');
  expect(screen.queryByRole('link', { name: 'Modifier' })).toBeNull();
});

it("'Envoyer' asks for the client's address, prefilled, and mails the quote through its route (issue 24)", async () => {
  const asked: { url: string; body: unknown }[] = [];
  const fetchMock = async (url: string, init?: RequestInit) => {
    asked.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
    return Response.json({ success: true, message: 'Le devis D-000007 a été envoyé à achats@cave.fr' });
  };
  const original = globalThis.fetch;
  globalThis.fetch = fetchMock as typeof fetch;
  try {
    show('owner', null, {
      ...draftQuote,
      status: 'draft',
      quote: { recipient: 'achats@cave.fr', sentTo: [], sentAt: null },
    } as unknown as SalesOrderDetail);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer le devis D-000007' });
    expect(screen.getByLabelText(/Adresse e-mail du client/)).toHaveValue('achats@cave.fr');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le devis' }));
    await waitFor(() => expect(asked.some((a) => a.url.endsWith('/v1/orders/o1/send'))).toBe(true));
    expect(asked.find((a) => a.url.endsWith('/v1/orders/o1/send'))?.body).toEqual({
      recipients: ['achats@cave.fr'],
    });
  } finally {
    globalThis.fetch = original;
  }
});

it('decides a quote’s refusal by quotes.write, an order’s by orders.validate, and names the kind it moves', async () => {
  const asked: { url: string; body: unknown }[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    asked.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
    return Response.json({ success: true, message: 'Le devis a été annulé', order: draftQuote });
  }) as typeof fetch;
  try {
    show('iam', { seeAllOrder: true, createOrder: true, createQuote: false }, draftQuote);
    expect(screen.queryByRole('button', { name: 'Refuser' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler le devis' })).toBeNull();
    cleanup();
    show('iam', { seeAllOrder: true, createOrder: false, createQuote: true }, draftQuote);
    expect(screen.getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler le devis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler le devis D-000007 ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le devis' }));
    await waitFor(() => expect(asked.some((a) => a.url.endsWith('/v1/orders/o1/actions/cancel'))).toBe(true));
    expect(asked.find((a) => a.url.endsWith('/actions/cancel'))?.body).toEqual({ kind: 'quote' });
  } finally {
    globalThis.fetch = original;
  }
});
