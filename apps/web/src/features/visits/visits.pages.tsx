import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';
import { useCurrentUser } from '../../lib/auth.store.ts';

// The buyer's reservations (spec §2 buyer menu), each page in its own chunk.
export const MY_RESERVATION_PAGES = {
  list: lazyPage(() => import('./pages/my-reservations.page.tsx').then((m) => m.MyReservationsPage)),
  show: lazyPage(() => import('./pages/my-reservations.page.tsx').then((m) => m.MyReservationPage)),
};

// A payment group's link of a shared booking (issue 27): public, the token is the proof.
export const GroupPaymentPage = lazyPage(() =>
  import('./pages/group-payment.page.tsx').then((m) => m.GroupPaymentPage),
);

/**
 * A route the buyer and the shop's staff share (/dashboard/reservations…): the buyer's own
 * bookings for a buyer, the shop's page for everyone else (as the orders' routes, decision 0042).
 */
export function buyerReservationsOr(buyerPage: ComponentType, shopPage: ComponentType): ComponentType {
  return function ReservationsRoutePage() {
    const Page = useCurrentUser()?.role === 'buyer' ? buyerPage : shopPage;
    return <Page />;
  };
}
