import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/common.i18n.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import { AgentPage } from './agent.page.tsx';
import { AgentAddPage } from './agent-add.page.tsx';
import { AgentsPage } from './agents.page.tsx';
import { AgentsFindPage } from './agents-find.page.tsx';

// The shop's agents' screens (issue 28 part 2) against a stubbed API: the list with a request to
// decide, its empty and error states; the invitation by e-mail and from the search; the agent's page.

type Call = { method: string; path: string; search: string; body: unknown };
const ok = { success: true };
const SHOP = '0190a0b0-0000-7000-8000-0000000005a0';
const THOMAS = '0190a0b0-0000-7000-8000-00000000a002';
const NINA = '0190a0b0-0000-7000-8000-00000000a003';
const thomas = {
  id: THOMAS,
  firstname: 'Thomas',
  lastname: 'Garnier',
  email: 'agent.ouest@cuvee.demo',
  status: 'active',
  departments: ['44', '49'],
  typologies: ['caviste'],
  clientsCount: 3,
  lastOrderAt: '2026-11-02T10:00:00Z',
  since: '2026-01-01T10:00:00Z',
};
const nina = {
  ...thomas,
  id: NINA,
  firstname: 'Nina',
  lastname: 'Terrain',
  status: 'pending',
  clientsCount: 0,
  lastOrderAt: null,
  departments: [],
  typologies: [],
};
const TYPOLOGIES = {
  caviste: { name: 'Caviste', public: false, ttc: false, globalDiscount: 0, allRulesInEq75: false },
  restaurateur: { name: 'Restaurateur', public: false, ttc: false, globalDiscount: 0, allRulesInEq75: false },
};

function stubApi(answer: (c: Call) => { status?: number; body: unknown } | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const u = new URL(url, 'http://x');
      const call = {
        method: init?.method ?? 'GET',
        path: u.pathname,
        search: u.search,
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

function show(page: ReactNode, path: string, pattern = path) {
  const user = publicUser('owner', null, SHOP);
  useAuthStore.setState({
    token: 't',
    user,
    shop: { ...user.shops[0], integration: {}, typologies: TYPOLOGIES } as never,
    status: 'ready',
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the agents list', { timeout: 30_000 }, () => {
  it('shows each agent with their sector, clients and last order; a request is decided in place', async () => {
    const calls = stubApi((c) => {
      if (c.path === '/v1/shop-agents') return { body: { ...ok, agents: [nina, thomas], total: 2 } };
      if (c.path === `/v1/shops/${SHOP}/agent-requests/${NINA}`)
        return {
          body: {
            ...ok,
            request: {
              agentId: NINA,
              firstname: 'Nina',
              lastname: 'Terrain',
              email: 'n@x.fr',
              status: 'pending',
              requestedAt: '2026-11-01T00:00:00Z',
            },
          },
        };
      if (c.path.endsWith('/accept'))
        return {
          body: {
            ...ok,
            message: 'La demande a été acceptée',
            request: {
              agentId: NINA,
              firstname: 'Nina',
              lastname: 'Terrain',
              email: 'n@x.fr',
              status: 'active',
              requestedAt: '2026-11-01T00:00:00Z',
            },
          },
        };
      return undefined;
    });
    show(<AgentsPage />, '/dashboard/agents');
    const rows = await screen.findAllByTestId('agent-row');
    expect(rows).toHaveLength(2);
    const row = rows[1]!;
    expect(within(row).getByRole('link', { name: 'Thomas Garnier' })).toHaveAttribute(
      'href',
      `/dashboard/agents/${THOMAS}`,
    );
    expect(row).toHaveTextContent('44, 49 · Caviste');
    expect(row).toHaveTextContent('Actif');
    expect(screen.getByTestId('agent-count')).toHaveTextContent('2 agents');
    await userEvent.click(await within(rows[0]!).findByRole('button', { name: 'Accepter' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith(`${NINA}/accept`))).toBe(true),
    );
    expect(await within(rows[0]!).findByText('Demande acceptée')).toBeInTheDocument();
  });

  it('searches on the server, and says when nothing matches, when empty and when it fails', async () => {
    const calls = stubApi((c) =>
      c.path === '/v1/shop-agents' ? { body: { ...ok, agents: [], total: 0 } } : undefined,
    );
    show(<AgentsPage />, '/dashboard/agents');
    expect(await screen.findByText("Aucun agent pour l'instant")).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un agent' }), 'garn{Enter}');
    expect(await screen.findByText('Aucun agent ne correspond à cette recherche.')).toBeInTheDocument();
    expect(calls.at(-1)!.search).toContain('search=garn');
    vi.unstubAllGlobals();
    stubApi(() => ({ status: 500, body: { success: false, message: 'Erreur interne' } }));
    show(<AgentsPage />, '/dashboard/agents');
    expect(await screen.findByText('Impossible de charger les agents.')).toBeInTheDocument();
  });
});

describe('inviting an agent', { timeout: 30_000 }, () => {
  it('by e-mail, with a sector chosen among the departments and the shop’s typologies', async () => {
    const calls = stubApi((c) =>
      c.path === '/v1/shop-agents' && c.method === 'POST'
        ? { body: { ...ok, agent: thomas, message: 'Envoyée' } }
        : undefined,
    );
    show(<AgentAddPage />, '/dashboard/agents/add');
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'thomas@exemple.fr');
    await userEvent.type(screen.getByRole('textbox', { name: /Prénom/ }), 'Thomas');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Garnier');
    await userEvent.click(screen.getByRole('combobox', { name: 'Départements' }));
    await userEvent.click(await screen.findByRole('option', { name: '44' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Typologies de clients (tarifs)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Caviste' }));
    await userEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/dashboard/agents/${THOMAS}`));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      email: 'thomas@exemple.fr',
      firstname: 'Thomas',
      lastname: 'Garnier',
      departments: ['44'],
      typologies: ['caviste'],
    });
  });

  it('found on Cuvée: the invitation starts from the departments of their profile', async () => {
    const hugo = {
      id: NINA,
      firstname: 'Hugo',
      lastname: 'Marchand',
      departments: ['75', '92'],
      clientKinds: ['caviste', 'bar'],
      presentation: 'Paris',
      status: null,
    };
    const calls = stubApi((c) => {
      if (c.path === '/v1/shop-agents/directory')
        return {
          body: {
            ...ok,
            agents: [hugo, { ...thomas, clientKinds: [], presentation: '', status: 'active' }],
            total: 2,
          },
        };
      if (c.path === '/v1/shop-agents/invitations')
        return { body: { ...ok, agent: { ...nina, status: 'invited' }, message: 'Envoyée' } };
      return undefined;
    });
    show(<AgentsFindPage />, '/dashboard/agents/find');
    const cards = await screen.findAllByTestId('directory-agent');
    expect(cards[0]).toHaveTextContent('Cavistes');
    expect(cards[1]).toHaveTextContent('Actif');
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Inviter Hugo Marchand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter Hugo Marchand' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/shop-agents/invitations')).toBe(true));
    expect(calls.find((c) => c.path === '/v1/shop-agents/invitations')!.body).toEqual({
      agentId: NINA,
      departments: ['75', '92'],
      typologies: [],
    });
  });
});

describe("the agent's page", { timeout: 30_000 }, () => {
  const page = {
    ...ok,
    agent: thomas,
    clients: [{ id: 'c1', name: 'Cave des Quais', typology: 'caviste' }],
    orders: [
      {
        id: 'o1',
        reference: 'C-2026-0042',
        status: 'validated',
        placedAt: '2026-11-02T10:00:00Z',
        totalTtc: 12000,
        clientName: 'Cave des Quais',
      },
    ],
    rules: [
      {
        id: 'r1',
        validFrom: '2026-01-01',
        basis: 'invoicesPaid',
        rateBp: 1000,
        typology: null,
        family: null,
        createdAt: '2026-01-01T00:00:00Z',
      },
    ],
    statements: [
      { id: 's1', quarter: '2026-Q3', commissionCents: 34000, dueOn: '2026-10-31', status: 'paid' },
    ],
  };

  it('shows the clients, orders and commissions; gives a typology and suspends', async () => {
    const calls = stubApi((c) => {
      if (c.path === `/v1/shop-agents/${THOMAS}` && c.method === 'GET') return { body: page };
      if (c.path.endsWith('/sector'))
        return { body: { ...ok, agent: { ...thomas, typologies: ['caviste', 'restaurateur'] } } };
      if (c.path.endsWith('/suspend')) return { body: { ...ok, agent: { ...thomas, status: 'suspended' } } };
      return undefined;
    });
    show(<AgentPage />, `/dashboard/agents/${THOMAS}`, '/dashboard/agents/:id');
    expect(await screen.findByRole('heading', { name: 'Thomas Garnier' })).toBeInTheDocument();
    expect(screen.getByTestId('agent-clients')).toHaveTextContent('Cave des Quais');
    expect(screen.getByTestId('agent-orders')).toHaveTextContent('C-2026-0042');
    expect(screen.getByTestId('agent-rules')).toHaveTextContent('10 % du HT');
    expect(screen.getByTestId('agent-statements')).toHaveTextContent('Payé');
    await userEvent.click(screen.getByRole('combobox', { name: 'Typologies de clients (tarifs)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Restaurateur' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le secteur' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/sector'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/sector'))!.body).toEqual({
      departments: ['44', '49'],
      typologies: ['caviste', 'restaurateur'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Suspendre' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/suspend'))).toBe(true));
  });

  it('says when the page cannot be loaded, with a way back', async () => {
    stubApi(() => ({
      status: 404,
      body: { success: false, message: "Cet agent n'existe pas dans votre boutique" },
    }));
    show(<AgentPage />, `/dashboard/agents/${THOMAS}`, '/dashboard/agents/:id');
    expect(await screen.findByText("Impossible de charger la fiche de l'agent.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux agents' })).toHaveAttribute(
      'href',
      '/dashboard/agents',
    );
  });
});
