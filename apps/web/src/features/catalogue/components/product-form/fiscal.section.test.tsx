import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth.store.ts';
import { publicUser } from '../../../../test/public-user.fixture.ts';
import { FiscalSection } from './fiscal.section.tsx';

// Douane (DRM) in the product form: the product's fiscal identity (an INAO code or the
// detailed codes, and the label of its DRM column), with its own save.

const PRODUCT = '55555555-5555-4555-8555-555555555555';
let identity: unknown;
let saved: unknown[];

beforeEach(() => {
  saved = [];
  identity = null;
  const user = publicUser('owner');
  useAuthStore.setState({ token: 't', user, shop: user.shops[0] as never, status: 'ready' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      // Only this product's identity: a write another file of the worker left pending is not ours.
      if (init.method === 'PUT' && String(url).includes(`/v1/products/${PRODUCT}/fiscal-identity`)) {
        saved.push(body);
        identity = { ...body };
      }
      return Response.json({ success: true, productId: PRODUCT, fiscalIdentity: identity });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
});

function show(readOnly = false) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FiscalSection productId={PRODUCT} productName="Rosé de Loire 2025" readOnly={readOnly} />
    </QueryClientProvider>,
  );
}

it('starts from the product’s name, refuses an empty label in French, and saves the detailed codes', {
  timeout: 30_000,
}, async () => {
  show();
  const form = await screen.findByTestId('fiscal-form', {}, { timeout: 8000 });
  expect(screen.getByRole('heading', { name: 'Douane (DRM)' })).toBeInTheDocument();
  expect(
    within(form).getByText('Pas encore d’identité fiscale : le nom du produit sert de libellé dans la DRM.'),
  ).toBeInTheDocument();
  const label = within(form).getByLabelText('Libellé fiscal');
  expect(label).toHaveValue('Rosé de Loire 2025');
  await userEvent.clear(label);
  await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’identité fiscale' }));
  expect(await within(form).findByText('Indiquez le libellé fiscal du produit')).toBeInTheDocument();
  expect(saved).toEqual([]);
  await userEvent.type(label, 'Rosé de Loire');
  await userEvent.type(within(form).getByLabelText('Certification'), 'AOC');
  await userEvent.type(within(form).getByLabelText('Appellation'), 'Rosé de Loire');
  await userEvent.type(within(form).getByLabelText('Couleur'), 'Rosé');
  await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer l’identité fiscale' }));
  await waitFor(() => expect(saved).toHaveLength(1), { timeout: 8000 });
  expect(saved[0]).toEqual({
    inaoCode: null,
    certification: 'AOC',
    genre: null,
    appellation: 'Rosé de Loire',
    mention: null,
    lieu: null,
    couleur: 'Rosé',
    cepage: null,
    complement: null,
    label: 'Rosé de Loire',
    exciseCategory: null,
    alcohol: null,
  });
});

it('shows a saved INAO code, read only for whoever may not edit the product', async () => {
  identity = {
    inaoCode: '1R220M',
    certification: null,
    genre: null,
    appellation: null,
    mention: null,
    lieu: null,
    couleur: null,
    cepage: null,
    complement: null,
    label: 'Rosé de Loire',
    exciseCategory: 'stillWine',
    alcohol: 12.5,
  };
  show(true);
  const form = await screen.findByTestId('fiscal-form', {}, { timeout: 8000 });
  expect(within(form).getByLabelText('Code INAO')).toHaveValue('1R220M');
  expect(within(form).getByLabelText('Code INAO')).toBeDisabled();
  expect(within(form).getByLabelText('Titre alcoométrique (% vol.)')).toHaveValue('12,5');
  expect(within(form).queryByRole('button', { name: 'Enregistrer l’identité fiscale' })).toBeNull();
});
