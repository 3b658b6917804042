import { useQueries } from '@tanstack/react-query';
import { useParams } from '../../../../shop-app/router.tsx';
import { storeProductQuery, useProduct } from '../../api/storefront.queries.ts';
import { boxOf } from '../../logic/storefront.logic.ts';
import { useShopRoute } from '../storefront.hooks.ts';

/** The builder of the route (':builder'), its box when it is one to compose, and its selection. */
export function useBuilder() {
  const { key } = useShopRoute();
  const { builder: builderKey = '' } = useParams();
  const builder = useProduct(key, builderKey);
  const box = builder.data ? boxOf(builder.data) : null;
  const items = box?.mode === 'builder' ? box.items : [];
  return { builder, box: box?.mode === 'builder' ? box : null, items };
}

/** The names of the builder's wines by id, from the cards already loaded (the cart shows them). */
export function useItemNames(productIds: readonly string[]): Record<string, string> {
  const { key } = useShopRoute();
  return useQueries({
    queries: productIds.map((id) => storeProductQuery(key, id)),
    combine: (results) =>
      Object.fromEntries(results.flatMap((r, i) => (r.data ? [[productIds[i]!, r.data.name] as const] : []))),
  });
}
