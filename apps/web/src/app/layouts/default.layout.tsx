import { Outlet } from 'react-router';

/**
 * Routes of the 'default' layout get only what every page has (the app shell: banners,
 * chat button, cart drawer, snackbars): the page takes the whole screen.
 */
export function DefaultLayout() {
  return <Outlet />;
}
