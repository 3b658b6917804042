import { clientsRoutes } from '@cuvee/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../../../lib/api-call.ts';
import { kindFromParams } from '../logic/client-form.ts';
import { ClientAddPage } from '../pages/client-add.page.tsx';

// The API: no duplicates, no tags, one agent; a create answers the body as the saved client.
vi.mock('../../../lib/api-call.ts', () => ({
  call: vi.fn(async (route: { path: string; method: string }, input: { body?: Record<string, unknown> }) => {
    if (route.path.endsWith('/duplicates')) return { success: true, duplicates: [] };
    if (route.path.endsWith('/tags')) return { success: true, tags: ['salon-2026'] };
    if (route.path.endsWith('/assignees'))
      return {
        success: true,
        assignees: [{ id: '0190a000-0000-7000-8000-000000000001', name: 'Alice Agent', role: 'agent' }],
      };
    return { success: true, client: { id: 'c1', ...input.body } };
  }),
  downloadFile: vi.fn(),
}));

function renderAdd(search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/dashboard/clients/add${search}`]}>
        <Routes>
          <Route path="/dashboard/clients/add" element={<ClientAddPage />} />
          <Route path="/dashboard/clients/:id" element={<p>page du client</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const creates = () => vi.mocked(call).mock.calls.filter(([route]) => route === clientsRoutes.create);

describe('the client form', () => {
  it('reads the spec’s shortcuts: isPro=true a professional, pipe=Prospect a prospect, else an individual', () => {
    expect(kindFromParams(new URLSearchParams('isPro=true'))).toBe('professional');
    expect(kindFromParams(new URLSearchParams('pipe=Prospect'))).toBe('prospect');
    expect(kindFromParams(new URLSearchParams(''))).toBe('individual');
  });

  it('preselects a professional from ?isPro=true (title, kind, a pro typology)', async () => {
    renderAdd('?isPro=true');
    expect(await screen.findByRole('heading', { name: 'Nouveau professionnel' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type de client' })).toHaveTextContent('Professionnel');
    expect(screen.getByRole('combobox', { name: /Typologie/ })).toHaveTextContent('Restaurateur');
  });

  it('preselects a prospect from ?pipe=Prospect, with its status', async () => {
    renderAdd('?pipe=Prospect');
    expect(await screen.findByRole('heading', { name: 'Nouveau prospect' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type de client' })).toHaveTextContent('Prospect');
    expect(screen.getByRole('combobox', { name: 'Statut du prospect' })).toHaveTextContent('À contacter');
  });

  it('shows SIREN and NIC as the SIRET is typed', async () => {
    const user = renderAdd('?isPro=true');
    const siret = await screen.findByLabelText('SIRET');
    await user.type(siret, '123 456 789 00012');
    expect(screen.getByTestId('siret-split')).toHaveTextContent('SIREN 123 456 789 · NIC 00012');
  });

  it('says in French what is wrong with a 13-digit SIRET and a bad phone, and sends nothing', async () => {
    vi.mocked(call).mockClear();
    const user = renderAdd('?isPro=true');
    await user.type(await screen.findByLabelText(/^Nom/), 'Martin');
    await user.type(screen.getByLabelText(/^Société/), 'Cave Martin');
    await user.type(screen.getByLabelText('SIRET'), '1234567890001');
    await user.type(screen.getByLabelText('Téléphone'), '12');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le numéro SIRET doit contenir 14 chiffres')).toBeInTheDocument();
    expect(screen.getByText("Ce numéro n'est pas valide")).toBeInTheDocument();
    expect(creates()).toHaveLength(0);
  });

  it('creates a professional with its terms, then opens its page', { timeout: 20_000 }, async () => {
    vi.mocked(call).mockClear();
    const user = renderAdd('?isPro=true');
    await user.type(await screen.findByLabelText(/^Nom/), 'Martin');
    await user.type(screen.getByLabelText(/^Société/), 'Cave Martin');
    await user.type(screen.getByLabelText('SIRET'), '12345678900012');
    await user.click(screen.getByRole('combobox', { name: /Typologie/ }));
    await user.click(await screen.findByRole('option', { name: 'Caviste' }));
    await user.click(screen.getByRole('combobox', { name: 'Délai de paiement' }));
    await user.click(await screen.findByRole('option', { name: '30 jours fin de mois' }));
    await user.click(screen.getByRole('button', { name: 'Adresse de livraison' }));
    const address = screen.getByTestId('client-address-form');
    await user.type(within(address).getByLabelText(/^Prénom/), 'Jean');
    await user.type(within(address).getByLabelText(/^Nom/), 'Martin');
    await user.type(within(address).getByRole('textbox', { name: /^Adresse/ }), '1 rue du Vin');
    await user.type(within(address).getByLabelText(/^Code postal/), '69001');
    await user.type(within(address).getByLabelText(/^Ville/), 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('page du client')).toBeInTheDocument();
    expect(creates()[0]?.[1]).toEqual({
      body: expect.objectContaining({
        kind: 'professional',
        company: 'Cave Martin',
        siret: '12345678900012',
        typology: 'caviste',
        paymentDelay: 'days30EndOfMonth',
        addresses: [expect.objectContaining({ kind: 'delivery', isDefault: true })],
      }),
    });
  });
});
