import { matchRouteWithParams } from '@cuvee/domain/permissions/routes';
import { servedByShopApp } from '@cuvee/domain/permissions/storefront-build';
import {
  type AnchorHTMLAttributes,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { setNavigator } from '../lib/navigation.ts';

/*
 * The shop app's router (issue 12, decision 0036): the domain's route table is the one matcher,
 * a link is a plain `<a href>` (it works before and without scripts), and once the app runs, a
 * click on a link to another page of the shop app changes the page in place (history API);
 * any other link is the browser's. On the server, the location is the request's.
 */

export type ShopLocation = { pathname: string; search: string; hash: string };
export type NavigateOptions = { replace?: boolean; preventScrollReset?: boolean };
type Navigate = (to: string, options?: NavigateOptions) => void;
type Router = { location: ShopLocation; navigate: Navigate };

const RouterContext = createContext<Router | null>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The shop app router is missing');
  return router;
}

export const useLocation = (): ShopLocation => useRouter().location;
export const useNavigate = (): Navigate => useRouter().navigate;

/** The decoded parameters of the route on screen ({ name, product } on a product page). */
export function useParams(): Record<string, string | undefined> {
  const { pathname } = useLocation();
  return useMemo(() => matchRouteWithParams(pathname)?.params ?? {}, [pathname]);
}

/** The query string on screen, and a way to change it (a new history entry unless `replace`). */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = (next: URLSearchParams, options?: NavigateOptions) => {
    const search = next.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}`, options);
  };
  return [params, set];
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  replace?: boolean;
  /** Keep the scroll position (a filter of the page on screen). */
  preventScrollReset?: boolean;
};

/** A link: an `<a href>` that the router follows in place once the app runs (see `linkTarget`). */
export function Link({ to, replace, preventScrollReset, ...anchor }: LinkProps) {
  return (
    <a
      {...anchor}
      href={to}
      data-replace={replace ? '' : undefined}
      data-keep-scroll={preventScrollReset ? '' : undefined}
    />
  );
}

/** Where a click on a link goes in place, or null where the browser should follow it. */
export function linkTarget(
  event: MouseEvent,
  origin: string,
): { to: string; options: NavigateOptions } | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  const route = matchRouteWithParams(url.pathname)?.route;
  if (!route || !servedByShopApp(route.id)) return null;
  return {
    to: `${url.pathname}${url.search}${url.hash}`,
    options: {
      replace: link.dataset.replace !== undefined,
      preventScrollReset: link.dataset.keepScroll !== undefined,
    },
  };
}

const parse = (url: string): ShopLocation => {
  const { pathname, search, hash } = new URL(url, 'http://shop');
  return { pathname, search, hash };
};

/** The request's location, for the server's rendering. */
export function StaticRouter({ url, children }: { url: string; children: ReactNode }) {
  const router = useMemo<Router>(
    () => ({
      location: parse(url),
      navigate: () => {
        throw new Error('No navigation while rendering on the server');
      },
    }),
    [url],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};
const snapshot = () => window.location.href;

function navigate(to: string, options: NavigateOptions = {}): void {
  const url = new URL(to, window.location.href);
  const route = matchRouteWithParams(url.pathname)?.route;
  // Another app's page (sign-in, dashboard, another site): the browser loads it.
  if (url.origin !== window.location.origin || !route || !servedByShopApp(route.id)) {
    if (options.replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  if (url.href === window.location.href) return;
  const samePage = url.pathname === window.location.pathname;
  if (options.replace) window.history.replaceState(null, '', url.href);
  else window.history.pushState(null, '', url.href);
  for (const listener of listeners) listener();
  if (!options.preventScrollReset && !url.hash && !(samePage && options.replace)) window.scrollTo(0, 0);
}

/** The browser's location; follows the shop app's links in place (one listener on the document). */
export function BrowserRouter({ children }: { children: ReactNode }) {
  // The server's snapshot during hydration is the same URL: the server rendered this page.
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  const router = useMemo<Router>(() => ({ location: parse(href), navigate }), [href]);
  useEffect(() => {
    setNavigator(navigate);
    const onClick = (event: MouseEvent) => {
      const target = linkTarget(event, window.location.origin);
      if (!target) return;
      event.preventDefault();
      navigate(target.to, target.options);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** A router at a fixed location whose navigations are recorded (component tests). */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
  onNavigate,
}: {
  initialEntries?: string[];
  children: ReactNode;
  onNavigate?: Navigate;
}) {
  const url = initialEntries.at(-1) ?? '/';
  const router = useMemo<Router>(
    () => ({ location: parse(url), navigate: onNavigate ?? (() => undefined) }),
    [url, onNavigate],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}
