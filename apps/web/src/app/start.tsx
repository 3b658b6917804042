import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { componentsI18n } from '../components/components.i18n.ts';
import { setSignOutHandler } from '../lib/api-client.ts';
import { initI18n, registerI18n } from '../lib/i18n.ts';
import { showCarriedMessages } from '../lib/notify.ts';
import { registerServiceWorker } from '../lib/pwa.ts';
import { clearSession, ensureSession } from '../lib/session.ts';
import { FatalBoundary } from './fatal-boundary.tsx';
import { Providers } from './providers.tsx';
import { createAppRouter, loadFirstPage } from './router.tsx';

initI18n();
registerI18n('components', componentsI18n);
setSignOutHandler(clearSession);
// The messages of the other build's page that led here (decision 0028).
showCarriedMessages();

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Resolves once the router knows the first page (its route code loaded, its loaders run): the
 * app's first render is then that page, not the loading fallback followed by a second render
 * of the whole tree; until then the server's page (or its loading mark) stays on screen.
 */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function render(router: AppRouter) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <FatalBoundary>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </FatalBoundary>
    </StrictMode>,
  );
}

/**
 * Loads the first page's modules, then (in the next task) creates the router and renders the
 * app once it knows the first page (main.tsx calls it).
 */
export async function start() {
  // The session (the user, then their shop) is asked for while the first page's modules load:
  // the route's guard then finds it on its way or there, instead of asking after them.
  void ensureSession().catch(() => undefined);
  await loadFirstPage(window.location.pathname);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const router = createAppRouter();
  // Rendering waits for the router, in a task of its own (the one that loaded the route stays short).
  void routerReady(router).then(() => setTimeout(() => render(router), 0));
  // The service worker precaches the whole app (~200 files): it registers once the page has
  // loaded, so that its downloads never compete with a first visit's own (on a phone, the
  // shop's pictures).
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
}
