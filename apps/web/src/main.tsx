import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { FatalBoundary } from './app/fatal-boundary.tsx';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { componentsI18n } from './components/components.i18n.ts';
import { setSignOutHandler } from './lib/api-client.ts';
import { reloadForChunkError } from './lib/chunk-reload.ts';
import { initI18n, registerI18n } from './lib/i18n.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import { clearSession } from './lib/session.ts';

initI18n();
registerI18n('components', componentsI18n);
setSignOutHandler(clearSession);

// A preloaded chunk that fails (new deployment): reload, at most once a minute (spec §8).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

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

function start() {
  const router = createAppRouter();
  // Rendering waits for the router, in a task of its own (the one that loaded the route stays short).
  void routerReady(router).then(() => setTimeout(() => render(router), 0));
  // The service worker precaches the whole app (~200 files): it registers once the page has
  // loaded, so that its downloads never compete with a first visit's own (on a phone, the
  // shop's pictures).
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
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
 * The page the server sent (a shop's banner and name, else the loading mark) is shown before
 * the app takes over: its banner decoded (at most 1.5 s: a slow picture never holds the app
 * back; on a phone the scripts usually arrive after it anyway), then one frame painted — the
 * frame's callback runs before that paint, the timer after it.
 */
function firstPaintShown(): Promise<unknown> {
  const banner = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!banner) return Promise.resolve();
  return Promise.race([banner.decode().catch(() => undefined), new Promise((r) => setTimeout(r, 1500))]);
}
void firstPaintShown().then(() => requestAnimationFrame(() => setTimeout(start, 0)));
