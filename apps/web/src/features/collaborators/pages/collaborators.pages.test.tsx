import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/common.i18n.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import { CollaboratorAddPage } from './collaborator-add.page.tsx';
import { CollaboratorsPage } from './collaborators.page.tsx';

// The collaborators' list and invitation (issue 28) against a stubbed API: rows, empty and error
// states; a preset ticks its rights, and the invitation sends exactly them.

type Call = { method: string; path: string; body: unknown };
const ok = { success: true };
const ID = '0190a0b0-0000-7000-8000-00000000c001';
const VENTES = '0190a0b0-0000-7000-8000-00000000a001';
const lucas = {
  id: ID,
  firstname: 'Lucas',
  lastname: 'Martin',
  email: 'collaborateur@cuvee.demo',
  status: 'suspended',
  rights: ['seeAllOrder', 'createOrder'],
  until: {},
  presetId: VENTES,
  presetName: 'Ventes',
  lastSignInAt: null,
  since: '2026-11-01T10:00:00Z',
};

function stubApi(answer: (c: Call) => { status?: number; body: unknown } | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        path: new URL(url, 'http://x').pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      };
      calls.push(call);
      const a = answer(call);
      return Response.json(a?.body ?? { success: false, message: 'Introuvable' }, {
        status: a ? (a.status ?? 200) : 404,
      });
    }),
  );
  return calls;
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function show(page: ReactNode, path: string) {
  const user = publicUser('owner', null);
  useAuthStore.setState({
    token: 't',
    user,
    shop: { ...user.shops[0], integration: {} } as never,
    status: 'ready',
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the collaborators list', { timeout: 30_000 }, () => {
  it('shows each collaborator with their preset, status and last sign-in', async () => {
    stubApi((c) =>
      c.path === '/v1/collaborators' ? { body: { ...ok, collaborators: [lucas] } } : undefined,
    );
    show(<CollaboratorsPage />, '/dashboard/collaborators');
    const row = await screen.findByTestId('collaborator-row');
    expect(within(row).getByRole('link', { name: 'Lucas Martin' })).toHaveAttribute(
      'href',
      `/dashboard/collaborators/${ID}`,
    );
    expect(row).toHaveTextContent('Ventes');
    expect(row).toHaveTextContent('Suspendu');
    expect(row).toHaveTextContent('Jamais');
    expect(screen.getByRole('link', { name: 'Inviter un collaborateur' })).toBeInTheDocument();
  });

  it('says when there is none, and when the list cannot be loaded', async () => {
    stubApi((c) => (c.path === '/v1/collaborators' ? { body: { ...ok, collaborators: [] } } : undefined));
    show(<CollaboratorsPage />, '/dashboard/collaborators');
    expect(await screen.findByText('Aucun collaborateur')).toBeInTheDocument();
    vi.unstubAllGlobals();
    stubApi(() => ({ status: 500, body: { success: false, message: 'Erreur interne' } }));
    show(<CollaboratorsPage />, '/dashboard/collaborators');
    expect(await screen.findByText('Les collaborateurs n’ont pas pu être chargés')).toBeInTheDocument();
  });
});

describe('the invitation', { timeout: 30_000 }, () => {
  it('a preset ticks its rights, and the invitation sends them', async () => {
    const calls = stubApi((c) => {
      if (c.path === '/v1/role-presets')
        return {
          body: { ...ok, presets: [{ id: VENTES, name: 'Ventes', rights: ['seeAllOrder', 'createOrder'] }] },
        };
      if (c.path === '/v1/collaborators' && c.method === 'POST')
        return { body: { ...ok, collaborator: { ...lucas, status: 'active' }, message: 'Envoyée' } };
      return undefined;
    });
    show(<CollaboratorAddPage />, '/dashboard/collaborators/add');
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'ines@exemple.fr');
    await userEvent.type(screen.getByRole('textbox', { name: /Prénom/ }), 'Inès');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Martin');
    await userEvent.click(screen.getByRole('combobox', { name: 'Modèle de droits' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ventes' }));
    const create = screen.getByRole('checkbox', { name: 'Créer des commandes' });
    await waitFor(() => expect(create).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Créer des produits' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/dashboard/collaborators/${ID}`),
    );
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.body).toEqual({
      email: 'ines@exemple.fr',
      firstname: 'Inès',
      lastname: 'Martin',
      presetId: VENTES,
      rights: ['seeAllOrder', 'createOrder'],
      until: {},
    });
  });
});
