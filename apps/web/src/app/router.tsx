import { ROUTES, type RouteArea, type RouteEntry, type RouteLayout } from '@cuvee/domain/permissions/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, data, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { useAuthStore } from '../lib/auth.store.ts';
import { setNavigator } from '../lib/navigation.ts';
import { ensureSession } from '../lib/session.ts';
import { AppShell } from './app-shell.tsx';
import { LazyFullPageLoader } from './lazy-loader.tsx';
import { NotFoundPage } from './not-found.page.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { guardLocation } from './route-guard.ts';

/** What an area chunk offers: the page component of each route pattern it serves. */
export type AreaModule = { pageFor(path: string): ComponentType };

/** One lazy chunk per area (spec: storefront, auth, dashboard, admin, tickets). */
const AREAS: Record<RouteArea, () => Promise<AreaModule>> = {
  auth: () => import('./areas/auth.area.tsx'),
  dashboard: () => import('./areas/dashboard.area.tsx'),
  storefront: () => import('./areas/storefront.area.tsx'),
  admin: () => import('./areas/admin.area.tsx'),
  tickets: () => import('./areas/tickets.area.tsx'),
  public: () => import('./areas/public.area.tsx'),
  iframe: () => import('./areas/public.area.tsx'),
};

type LayoutModule = { Component: ComponentType };
const LAYOUTS: Record<RouteLayout, () => Promise<LayoutModule>> = {
  admin: () => import('./layouts/admin.layout.tsx').then((m) => ({ Component: m.AdminLayout })),
  auth: () => import('./layouts/auth.layout.tsx').then((m) => ({ Component: m.AuthLayout })),
  dashboard: () => import('./layouts/dashboard.layout.tsx').then((m) => ({ Component: m.DashboardLayout })),
  dashboardEditor: () =>
    import('./layouts/dashboard-editor.layout.tsx').then((m) => ({ Component: m.DashboardEditorLayout })),
  headerOnly: () =>
    import('./layouts/header-only.layout.tsx').then((m) => ({ Component: m.HeaderOnlyLayout })),
  plainDashboard: () =>
    import('./layouts/plain-dashboard.layout.tsx').then((m) => ({ Component: m.PlainDashboardLayout })),
  shops: () => import('./layouts/shops.layout.tsx').then((m) => ({ Component: m.ShopsLayout })),
  tickets: () => import('./layouts/tickets.layout.tsx').then((m) => ({ Component: m.TicketsLayout })),
  default: () => import('./layouts/default.layout.tsx').then((m) => ({ Component: m.DefaultLayout })),
};

/** Runs before a page renders: waits for the session, then applies the guard of spec §6. */
async function guard({ request }: LoaderFunctionArgs) {
  await ensureSession();
  const url = new URL(request.url);
  const { user, shop } = useAuthStore.getState();
  const outcome = guardLocation(url, { user, shop });
  if (outcome.kind === 'notFound') throw data(null, { status: 404, statusText: 'Not Found' });
  if (outcome.kind === 'redirect') throw redirect(outcome.to);
  return null;
}

function pageRoute(entry: RouteEntry): RouteObject {
  return {
    id: entry.path,
    path: entry.path,
    loader: guard,
    handle: { entry },
    lazy: async () => ({ Component: (await AREAS[entry.area]()).pageFor(entry.path) }),
  };
}

/** Routes grouped under their layout, in the table's order. */
export function buildRoutes(): RouteObject[] {
  const byLayout = new Map<RouteLayout, RouteEntry[]>();
  for (const entry of ROUTES) byLayout.set(entry.layout, [...(byLayout.get(entry.layout) ?? []), entry]);
  const layoutRoutes: RouteObject[] = [...byLayout].map(([layout, entries]) => ({
    id: `layout:${layout}`,
    lazy: LAYOUTS[layout],
    children: entries.map(pageRoute),
  }));
  return [
    {
      id: 'root',
      Component: AppShell,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: LazyFullPageLoader,
      children: [...layoutRoutes, { path: '*', loader: notFound, Component: NotFoundPage }],
    },
  ];
}

async function notFound() {
  await ensureSession();
  return null;
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  setNavigator((to, options) => void router.navigate(to, { replace: options?.replace }));
  return router;
}
