import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { PopupHost } from '../../components/popup/popup-host.tsx';
import { useAuthStore } from '../../lib/auth.store.ts';
import { publicUser } from '../../test/public-user.fixture.ts';

/*
 * The tourism pages' tests against a stubbed API (the component project shares a DOM per
 * worker: each test counts only its own calls, kept in `calls`).
 */

export const inDays = (n: number, hour = 10) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + n);
  d.setUTCHours(hour - 1, 0, 0, 0);
  return d.toISOString();
};

export const rates = [
  {
    id: 'adult',
    label: 'Adulte',
    priceCents: 2500,
    vatRate: 20,
    kind: 'ticket',
    counting: true,
    touristTaxExempt: false,
    stockLineId: null,
  },
  {
    id: 'lap',
    label: 'Enfant sur les genoux',
    priceCents: 0,
    vatRate: 20,
    kind: 'ticket',
    counting: false,
    touristTaxExempt: false,
    stockLineId: null,
  },
  {
    id: 'bottle',
    label: 'Bouteille',
    priceCents: 1500,
    vatRate: 20,
    kind: 'optional',
    counting: false,
    touristTaxExempt: false,
    stockLineId: null,
  },
] as const;

export const event = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  title: 'Dégustation des cuvées',
  description: 'Un tour du chai.',
  visuals: [],
  kind: 'tasting',
  location: { atEstate: true, address: null },
  languages: ['fr', 'en'],
  durationMinutes: 90,
  capacity: 12,
  minPersons: 1,
  maxPersons: 10,
  rates: [...rates],
  minAmountCents: 0,
  confirmationMessage: '',
  cancellation: { freeUntilHours: 48, text: 'Annulation gratuite 48 h avant.' },
  status: 'published',
  tabId: null,
  stay: null,
  schedule: {
    rules: [
      { weekdays: [2, 6], times: ['10:00', '15:00'], from: '2026-04-01', to: '2027-10-31', capacity: null },
    ],
    dates: [],
    closedDays: [],
  },
  nextSlotAt: inDays(2),
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
} as const;

export const slot = (id: string, startsAt: string, taken = 3, capacity = 12) => ({
  id,
  eventId: event.id,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 90 * 60000).toISOString(),
  capacity,
  taken,
  placesLeft: Math.max(0, capacity - taken),
  status: 'open',
});

export const booking = (over: Record<string, unknown> = {}) => ({
  id: '0190a0b0-0000-7000-8000-0000000000b1',
  status: 'confirmed',
  source: 'backoffice',
  event: { id: event.id, title: event.title, kind: 'tasting' },
  slot: { id: '0190a0b0-0000-7000-8000-0000000000s1', startsAt: inDays(5), endsAt: inDays(5, 12) },
  orderId: null,
  client: { id: '0190a0b0-0000-7000-8000-0000000000c1', name: 'Cave du Port' },
  lines: [
    {
      rateId: 'adult',
      label: 'Adulte',
      kind: 'ticket',
      unitPriceCents: 2500,
      quantity: 2,
      counting: true,
      touristTaxExempt: false,
      vatRate: 20,
    },
    {
      rateId: 'lap',
      label: 'Enfant sur les genoux',
      kind: 'ticket',
      unitPriceCents: 0,
      quantity: 1,
      counting: false,
      touristTaxExempt: false,
      vatRate: 20,
    },
  ],
  countingPersons: 2,
  amountCents: 5000,
  touristTaxCents: 0,
  contact: { name: 'Marie Dupont', email: 'marie@example.fr', phone: '06 12 34 56 78' },
  language: 'fr',
  message: 'Nous arriverons en vélo.',
  expiresAt: null,
  checkedInAt: null,
  createdAt: '2026-11-20T10:00:00Z',
  ...over,
});

export type Call = { method: string; path: string; search: string; body: unknown };
type Answer = { status?: number; body: unknown };
export type Handler = (call: Call) => Answer | undefined;

/** Stubs fetch: each call recorded, answered by the first handler that knows it, else 404. */
export function stubApi(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const u = new URL(url, 'http://x');
      const call = {
        method: init?.method ?? 'GET',
        path: u.pathname,
        search: u.search,
        body: init?.body && typeof init.body === 'string' ? JSON.parse(init.body) : null,
      };
      calls.push(call);
      const answer = handler(call);
      if (!answer) return Response.json({ success: false, message: 'Introuvable' }, { status: 404 });
      return Response.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `page` at `path` (matched by `route`) for the owner of Domaine Démo, or a member with `authorizations`. */
export function show(
  page: ReactNode,
  path: string,
  route = path.split('?')[0]!,
  authorizations: Record<string, boolean> | null = null,
) {
  const user = publicUser(authorizations ? 'iam' : 'owner', authorizations);
  // Domaine Démo with its reservations, CRM and stocks on (the actions of wine tourism need them).
  const shop = {
    ...user.shops[0],
    integration: { reservations: { active: true }, crm: { active: true }, stocks: { active: true } },
    tabs: [],
  };
  useAuthStore.setState({ token: 't', user, shop: shop as never, status: 'ready' });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
        <PopupHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export function signOut() {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
}
