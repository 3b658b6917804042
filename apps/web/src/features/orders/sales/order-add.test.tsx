import type { EntryProduct } from '@cuvee/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import '../../../lib/common.i18n.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import '../orders.i18n.ts';
import { type DraftLine, DraftLines, draftNet } from './order-add.lines.tsx';
import { OrderAddPage } from './order-add.page.tsx';
import type { OrderFormValues } from './order-form.values.ts';

// Entering a document: the title per kind, the refusal without client or lines, a line's net
// through the domain's lineNet (typed unit price less the discount); the products picked from
// the entry's own route at the client's prices (issue 24), never from the catalogue's.

const product: EntryProduct = {
  id: 'p1',
  name: 'Château Démo',
  precision: null,
  productType: 'bottle',
  status: 'online',
  formats: [
    {
      id: 'f1',
      label: 'Bouteille 75 cl',
      unity: 'Centilitre(s)',
      unityValue: 75,
      unitHtCents: 1000,
      unitTtcCents: 1200,
      vatRateBp: 2000,
      offered: true,
      available: 34,
    },
  ],
  vintages: [{ id: 'v1', name: '2022' }],
};
const line = {
  key: 'k',
  product,
  formatId: 'f1',
  vintage: '2022',
  quantity: '6',
  discountPct: '10',
  unitHtCents: 1000,
};

/** The lines inside the entry form, as the page draws them. */
function Lines({ lines }: { lines: DraftLine[] }) {
  const form = useForm<OrderFormValues>({ defaultValues: { lines } });
  const fields = useFieldArray({ control: form.control, name: 'lines', keyName: 'fieldKey' });
  return (
    <FormProvider {...form}>
      <DraftLines fields={fields.fields} onRemove={fields.remove} free={false} />
    </FormProvider>
  );
}

function page(url: string, user = publicUser('owner')) {
  useAuthStore.setState({ token: 't', user, shop: (user.shops[0] ?? null) as never, status: 'ready' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <OrderAddPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
});

it('titles a quote and asks for a client and a product before saving', () => {
  page('/dashboard/orders/add?subType=quote');
  expect(screen.getByRole('heading', { name: 'Nouveau devis' })).toBeInTheDocument();
  expect(screen.getByLabelText("Valable jusqu'au")).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(screen.getAllByText('Ajoutez au moins un produit.').length).toBeGreaterThan(0);
});

it('shows a line net less its discount', () => {
  expect(draftNet(line)).toBe(5400);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Lines lines={[line]} />
    </QueryClientProvider>,
  );
  expect(screen.getByLabelText('Net HT')).toHaveTextContent('54,00');
  // A unit price typed with a thousands space counts in full (defect 9).
  fireEvent.change(screen.getByLabelText(/Prix unitaire HT/), { target: { value: '1 200' } });
  expect(screen.getByLabelText('Net HT')).toHaveTextContent(/6\s480,00/);
});

it('offers a collaborator without the catalogue right the products of the entry route, at the client price', async () => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(String(url));
      return Response.json({ success: true, typology: 'Particulier', total: 1, products: [product] });
    }),
  );
  // The demo collaborator: orders, quotes and bills, not the catalogue (seeAllProduct).
  page(
    '/dashboard/orders/add',
    publicUser('iam', { seeAllOrder: true, createOrder: true, createQuote: true, billOrder: true }),
  );
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ajouter un produit' }));
  const option = await screen.findByRole('option', { name: /Château Démo/ });
  expect(option).toHaveTextContent(/Bouteille 75 cl · 10,00\s€ HT · Stock : 34/);
  expect(screen.getByText('Tarif Particulier')).toBeInTheDocument();
  fireEvent.click(option);
  expect(await screen.findByLabelText('Net HT')).toHaveTextContent('10,00');
  expect(asked.some((url) => url.includes('/v1/orders/entry/products'))).toBe(true);
  expect(asked.some((url) => url.includes('/v1/dashboard/products'))).toBe(false);
});

it('tells a collaborator without the right to bill, typing the address, instead of refusing on saving', () => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(String(url));
      return Response.json({ success: true });
    }),
  );
  page('/dashboard/orders/add?subType=bill', publicUser('iam', { seeAllOrder: true, createOrder: true }));
  expect(screen.getByText('Vous n’avez pas l’autorisation de créer ce document.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  expect(asked).toEqual([]);
});

it('reads a delivery fee typed with a thousands space (defect 9: « 1 200 » was 0)', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, modes: [], total: 0, products: [], clients: [] })),
  );
  page('/dashboard/orders/add');
  const fee = screen.getByLabelText(/Frais de livraison HT/);
  fireEvent.change(fee, { target: { value: '1 200' } });
  expect(await screen.findByTestId('total-ht')).toHaveTextContent(/1\s200,00/);
  fireEvent.change(fee, { target: { value: '1\u202f200,50' } });
  expect(screen.getByTestId('total-ht')).toHaveTextContent(/1\s200,50/);
  fireEvent.change(fee, { target: { value: 'douze' } });
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText(/Montant en euros attendu/)).toBeInTheDocument();
});
