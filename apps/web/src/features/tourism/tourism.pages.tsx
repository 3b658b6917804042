import type { RouteIdOf } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

// Wine tourism's back-office pages (issue 27), each in its own chunk.

const eventForm = lazyPage(() => import('./pages/event-form.page.tsx').then((m) => m.EventFormPage));

/** Route id → page, for the dashboard area's page map (decision 0018). */
export const TOURISM_PAGES = {
  'dashboard.reservations.events.list': lazyPage(() =>
    import('./pages/events.page.tsx').then((m) => m.EventsPage),
  ),
  'dashboard.reservations.events.add': eventForm,
  'dashboard.reservations.events.show': eventForm,
  'dashboard.reservations.list': lazyPage(() =>
    import('./pages/bookings.page.tsx').then((m) => m.BookingsPage),
  ),
  'dashboard.reservations.add': lazyPage(() =>
    import('./pages/booking-add.page.tsx').then((m) => m.BookingAddPage),
  ),
  'dashboard.reservations.show': lazyPage(() =>
    import('./pages/booking.page.tsx').then((m) => m.BookingPage),
  ),
} satisfies Partial<Record<RouteIdOf<'dashboard'>, ComponentType>>;
