import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import { AgentRequestActions } from './agent-request-actions.tsx';

const SHOP = '0195a1b2-0000-7000-8000-000000000001';
const AGENT = '0195a1b2-0000-7000-8000-0000000000a9';

const member = (role: 'owner' | 'iam', authorizations: Record<string, boolean> | null) =>
  publicUser(role, authorizations, SHOP);

const request = (status: 'pending' | 'active' | 'refused') => ({
  agentId: AGENT,
  firstname: 'Agathe',
  lastname: 'Essai',
  email: 'agathe@exemple.fr',
  status,
  requestedAt: '2026-11-24T10:00:00.000Z',
});

let calls: { method: string; url: string }[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      const body =
        method === 'GET'
          ? { success: true, request: request('pending') }
          : { success: true, message: 'La demande a été acceptée', request: request('active') };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  useAuthStore.setState({ token: 'jeton', user: null, shop: null, status: 'ready' });
});
afterEach(() => vi.unstubAllGlobals());

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AgentRequestActions shopId={SHOP} agentId={AGENT} />
    </QueryClientProvider>,
  );
}

it("offers 'Accepter' and 'Refuser' to the owner, then shows the outcome", async () => {
  useAuthStore.setState({ user: member('owner', null) });
  const user = userEvent.setup();
  show();
  const group = await screen.findByRole('group', { name: "Décision sur la demande d'agent" });
  expect(within(group).getByRole('button', { name: 'Refuser' })).toBeEnabled();
  await user.click(within(group).getByRole('button', { name: 'Accepter' }));
  expect(await screen.findByText('Demande acceptée')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
  expect(calls.at(-1)).toEqual({
    method: 'POST',
    url: `/v1/shops/${SHOP}/agent-requests/${AGENT}/accept`,
  });
});

it('shows nothing and asks nothing of a collaborator without the agents’ rights (a 403 would sign out)', async () => {
  useAuthStore.setState({ user: member('iam', { accessAgent: true }) });
  const { container } = show();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(container).toBeEmptyDOMElement();
  expect(calls).toEqual([]);
});
