// First: before any module loads Zod.
import '../lib/zod-jitless.setup.ts';
import 'virtual:design-tokens.css';
import '../app/baseline.css';
import { AGE_COOKIE } from '@cuvee/domain/age-gate';
import { hydrateRoot } from 'react-dom/client';
import { useAuthStore } from '../lib/auth.store.ts';
import { readCookie } from '../lib/cookies.ts';
import { i18n } from '../lib/i18n.ts';
import { QueryLayer, queryClient } from '../lib/query-client.tsx';
import { ensureSession } from '../lib/session.ts';
import { loadPage } from './pages.ts';
import { BrowserRouter } from './router.tsx';
import { ShopApp, shopRouteOf } from './shop-app.tsx';

/**
 * Hydrates the page the server rendered (issue 12): the same tree, on the same answers (the
 * page's JSON, lib/preload.ts), in the language the server wrote it in, once the page's module
 * is loaded. Then, for a signed-in visitor, what depends on who looks is asked again.
 */
async function start() {
  const id = shopRouteOf(window.location.pathname);
  if (id) await loadPage(id);
  // The modules' evaluation and the hydration in two tasks, not one long one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const language = document.documentElement.lang;
  if ((language === 'fr' || language === 'en') && i18n.language !== language)
    await i18n.changeLanguage(language);
  hydrateRoot(
    document.getElementById('root')!,
    <QueryLayer>
      <BrowserRouter>
        <ShopApp ageConfirmed={readCookie(AGE_COOKIE) === 'true'} />
      </BrowserRouter>
    </QueryLayer>,
  );
  if (!useAuthStore.getState().token) return;
  await ensureSession();
  if (useAuthStore.getState().user)
    void queryClient.invalidateQueries({ predicate: (query) => query.meta?.viewer === 'shown' });
}

void start();
