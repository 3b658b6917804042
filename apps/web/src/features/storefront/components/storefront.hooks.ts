import { useEffect } from 'react';
import { useParams } from '../../../shop-app/router.tsx';
import { useStorefrontData } from '../api/storefront.queries.ts';
import { shopBase } from '../logic/storefront.logic.ts';

/** The shop of the current route: its key for the API ('domaine-demo', a code or an id) and URL base. */
export function useShopRoute() {
  const params = useParams();
  const key = params.name ?? params.id ?? '';
  return { key, base: shopBase(params), params };
}

/** The storefront answer of the current shop (shared with the layout's header through the cache). */
export function useStorefront() {
  const { key } = useShopRoute();
  return useStorefrontData(key || null);
}

/** The tab title, restored when the page goes. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
