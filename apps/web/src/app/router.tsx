import {
  matchRoute,
  type RouteArea,
  type RouteEntry,
  type RouteId,
  type RouteLayout,
} from '@cuvee/domain/permissions/routes';
import { servedByShopApp, servedByStorefront } from '@cuvee/domain/permissions/storefront-build';
import type { ComponentType } from 'react';
import { createBrowserRouter, data, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { useAuthStore } from '../lib/auth.store.ts';
import { i18n } from '../lib/i18n.ts';
import { setNavigator } from '../lib/navigation.ts';
import { loadPageWithMessages, notify } from '../lib/notify.ts';
import { ensureSession } from '../lib/session.ts';
import { AppShell } from './app-shell.tsx';
import { LazyFullPageLoader } from './lazy-loader.tsx';
import { NotFoundPage } from './not-found.page.tsx';
import type { AreaModule } from './page-map.ts';
import { RouteErrorBoundary } from './route-error.tsx';
import { guardLocation } from './route-guard.ts';

/**
 * One lazy chunk per area (spec: storefront, auth, dashboard, admin, tickets), each with the
 * page of every route id of its area (decision 0018).
 */
const AREAS: { [A in RouteArea]: () => Promise<AreaModule<A>> } = {
  auth: () => import('./areas/auth.area.tsx'),
  dashboard: () => import('./areas/dashboard.area.tsx'),
  storefront: () => import('./areas/storefront.area.tsx'),
  admin: () => import('./areas/admin.area.tsx'),
  tickets: () => import('./areas/tickets.area.tsx'),
  public: () => import('./areas/public.area.tsx'),
  iframe: () => import('./areas/public.area.tsx'),
};

type LayoutModule = { Component: ComponentType };
/** The layouts of these apps' routes ('shops' is the shop app's: src/shop-app). */
type AppLayout = Exclude<RouteLayout, 'shops'>;
const LAYOUTS: Record<AppLayout, () => Promise<LayoutModule>> = {
  admin: () => import('./layouts/admin.layout.tsx').then((m) => ({ Component: m.AdminLayout })),
  auth: () => import('./layouts/auth.layout.tsx').then((m) => ({ Component: m.AuthLayout })),
  dashboard: () => import('./layouts/dashboard.layout.tsx').then((m) => ({ Component: m.DashboardLayout })),
  dashboardEditor: () =>
    import('./layouts/dashboard-editor.layout.tsx').then((m) => ({ Component: m.DashboardEditorLayout })),
  headerOnly: () =>
    import('./layouts/header-only.layout.tsx').then((m) => ({ Component: m.HeaderOnlyLayout })),
  plainDashboard: () =>
    import('./layouts/plain-dashboard.layout.tsx').then((m) => ({ Component: m.PlainDashboardLayout })),
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
  if (outcome.kind === 'redirect') {
    // A collaborator sent home from a page their rights close (a link shared, a bookmark) is told why.
    if (outcome.reason === 'permission')
      notify({ message: i18n.t('common:accessRefused'), severity: 'error' });
    throw redirect(outcome.to);
  }
  return null;
}

/** The page of a route, from its area's chunk. */
async function pageOf(entry: RouteEntry): Promise<ComponentType> {
  const { pages }: { pages: Partial<Record<RouteId, ComponentType>> } = await AREAS[entry.area]();
  const page = pages[entry.id];
  // Unreachable while the page maps type-check (each holds every id of its area).
  if (!page) throw new Error(`No page for route ${entry.id}`);
  return page;
}

function pageRoute(entry: RouteEntry): RouteObject {
  return {
    id: entry.id,
    path: entry.path,
    loader: guard,
    handle: { entry },
    lazy: async () => ({ Component: await pageOf(entry) }),
  };
}

/**
 * The router starts with the root and the 404 route only, and learns a page's route (under its
 * layout) the first time a URL needs it (React Router's lazy route discovery): building and
 * ranking the ~170 routes of the table up front cost ~60 ms on every first load, ×4 on a
 * mid-tier phone (decisions 0009–0012, the shop page). The domain's route table stays the one matcher.
 */
export function baseRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppShell,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: LazyFullPageLoader,
      children: [{ id: 'not-found', path: '*', loader: notFound, Component: NotFoundPage }],
    },
  ];
}

type Patch = (routeId: string | null, children: RouteObject[]) => void;

/**
 * The routes this app serves: the back office's build, every route but the shop app's (decision
 * 0036); the storefront build's visitor app, its sign-in and registration pages (decision 0028).
 * Another route is another app's, which the not-found route opens by a page load (`notFound`).
 */
const inThisBuild = (entry: RouteEntry): entry is RouteEntry & { layout: AppLayout } =>
  !servedByShopApp(entry.id) && (!__STOREFRONT_BUILD__ || servedByStorefront(entry.id));

/** Adds the route of a pathname (and its layout, the first time) unless known already. */
export function routeDiscovery() {
  const pages = new Set<RouteId>();
  const layouts = new Set<RouteLayout>();
  return (pathname: string, patch: Patch) => {
    const entry = matchRoute(pathname);
    if (!entry || !inThisBuild(entry) || pages.has(entry.id)) return;
    pages.add(entry.id);
    if (layouts.has(entry.layout)) {
      patch(`layout:${entry.layout}`, [pageRoute(entry)]);
      return;
    }
    layouts.add(entry.layout);
    patch('root', [
      { id: `layout:${entry.layout}`, lazy: LAYOUTS[entry.layout], children: [pageRoute(entry)] },
    ]);
  };
}

async function notFound({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const entry = matchRoute(url.pathname);
  if (entry && !inThisBuild(entry)) {
    // A back-office page from the storefront's build: the server answers it with its own app.
    loadPageWithMessages(url.pathname + url.search + url.hash);
    await new Promise(() => undefined);
  }
  await ensureSession();
  return null;
}

/**
 * Loads the modules of the first page's layout and area (their evaluation then runs in a task
 * of its own, before the router's creation, instead of inside it: decisions 0009–0012, the shop page's
 * long tasks on a phone). The router's lazy routes find them loaded. A failure is left to the
 * router, which asks again and shows its error screen.
 */
export async function loadFirstPage(pathname: string): Promise<void> {
  const entry = matchRoute(pathname);
  if (!entry || !inThisBuild(entry)) return;
  await Promise.all([LAYOUTS[entry.layout](), AREAS[entry.area]()]).catch(() => undefined);
}

export function createAppRouter() {
  const discover = routeDiscovery();
  const router = createBrowserRouter(baseRoutes(), {
    patchRoutesOnNavigation: ({ path, patch }) => discover(path.split(/[?#]/)[0] ?? path, patch),
  });
  setNavigator((to, options) => void router.navigate(to, { replace: options?.replace }));
  return router;
}
