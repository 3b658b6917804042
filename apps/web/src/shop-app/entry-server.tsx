import type { UiLanguage } from '@cuvee/domain/language';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { i18n } from '../lib/i18n.ts';
import { setPageAnswers } from '../lib/preload.ts';
import { loadPage } from './pages.ts';
import { StaticRouter } from './router.tsx';
import { ShopApp, shopRouteOf } from './shop-app.tsx';

export type RenderInput = {
  /** The page's path and query, as requested. */
  url: string;
  /** The page's loader answers, keyed by the URL the app asks them at (apps/api page loaders). */
  answers: Record<string, unknown>;
  language: UiLanguage;
  /** The request carried the isOver18 cookie (spec §4). */
  ageConfirmed: boolean;
};

/**
 * The shop app rendered on the server (issue 12, decision 0036): the API's page loader reads
 * the data, this renders the same tree the browser hydrates (entry-client.tsx) from it. The
 * page's module is loaded first; the rendering itself is synchronous, so that the language and
 * the answers set for it are this page's alone.
 */
export async function render(input: RenderInput): Promise<{ html: string }> {
  const id = shopRouteOf(new URL(input.url, 'http://shop').pathname);
  if (id) await loadPage(id);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  void i18n.changeLanguage(input.language);
  setPageAnswers(input.answers);
  try {
    const html = renderToString(
      <QueryClientProvider client={client}>
        <StaticRouter url={input.url}>
          <ShopApp ageConfirmed={input.ageConfirmed} />
        </StaticRouter>
      </QueryClientProvider>,
    );
    return { html };
  } finally {
    setPageAnswers({});
    client.clear();
  }
}
