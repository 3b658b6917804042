import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth.store.ts';
import { publicUser } from '../../test/public-user.fixture.ts';
import { useTourismCalendarLayer } from './tourism.layers.ts';
import { event, inDays, signOut, stubApi } from './tourism.testing.tsx';

// The calendar's wine-tourism layer (decision 0043, issue 27): the visible range's slots with
// their fill, leading to the event, and their bookings, leading to the booking.

afterEach(signOut);

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

function signIn(reservations: boolean) {
  const user = publicUser('owner');
  const shop = { ...user.shops[0], integration: { reservations: { active: reservations } } };
  useAuthStore.setState({ token: 't', user, shop: shop as never, status: 'ready' });
}

const range = { from: inDays(0, 1), to: inDays(7, 1) };
const calendar = {
  success: true,
  truncated: false,
  slots: [
    {
      id: 's1',
      eventId: event.id,
      eventTitle: 'Dégustation',
      kind: 'tasting',
      startsAt: inDays(1),
      endsAt: inDays(1, 12),
      capacity: 12,
      taken: 12,
      status: 'open',
      bookings: [
        { id: 'b1', status: 'confirmed', name: 'Marie Dupont', countingPersons: 2, checkedIn: false },
      ],
    },
  ],
};

it('shows each slot with its fill and each booking, each leading to its page', async () => {
  signIn(true);
  const calls = stubApi((c) => (c.path === '/v1/reservations/calendar' ? { body: calendar } : undefined));
  const { result } = renderHook(() => useTourismCalendarLayer(range), { wrapper });
  await waitFor(() => expect(result.current.items).toHaveLength(2));
  expect(calls[0]?.search).toContain(`from=${encodeURIComponent(range.from)}`);
  expect(result.current.items[0]).toMatchObject({
    title: 'Dégustation — 12/12',
    href: `/dashboard/reservations/events/${event.id}`,
    colour: '#c62828',
  });
  expect(result.current.items[1]).toMatchObject({
    title: 'Marie Dupont · 2 pers.',
    href: '/dashboard/reservations/b1',
  });
});

it('asks nothing of a shop without reservations, nor before the calendar says its range', async () => {
  signIn(false);
  const calls = stubApi(() => ({ body: calendar }));
  const off = renderHook(() => useTourismCalendarLayer(range), { wrapper });
  await new Promise((r) => setTimeout(r, 50));
  expect(off.result.current.items).toEqual([]);
  off.unmount();
  signIn(true);
  const before = renderHook(() => useTourismCalendarLayer(null), { wrapper });
  await new Promise((r) => setTimeout(r, 50));
  expect(before.result.current.items).toEqual([]);
  expect(calls.filter((c) => c.path === '/v1/reservations/calendar')).toHaveLength(0);
});
