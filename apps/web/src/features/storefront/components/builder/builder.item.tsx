import { useProduct } from '../../api/storefront.queries.ts';
import { builderPath } from '../../logic/storefront.logic.ts';
import { ChoiceStepper } from '../builder-controls.tsx';
import { type CardTexts, ProductCard, ProductCardSkeleton } from '../product-card.tsx';
import { useShopRoute } from '../storefront.hooks.ts';

/** One wine of the builder: its card, and − n + below it (builder.css). */
export function BuilderItem({
  productId,
  builderSlug,
  shopCode,
  eager,
  count,
  canAdd,
  texts,
  onChange,
}: {
  productId: string;
  builderSlug: string;
  shopCode: string;
  eager: boolean;
  count: number;
  canAdd: boolean;
  texts: CardTexts;
  onChange(delta: number): void;
}) {
  const { key } = useShopRoute();
  const product = useProduct(key, productId).data;
  if (product === null) return null;
  return (
    <li className="cv-builder-item">
      {product ? (
        <>
          <ProductCard
            product={product}
            to={builderPath(key, builderSlug, product.slug)}
            shopCode={shopCode}
            texts={texts}
            eager={eager}
          />
          <ChoiceStepper name={product.name} count={count} canAdd={canAdd} onChange={onChange} />
        </>
      ) : (
        <ProductCardSkeleton />
      )}
    </li>
  );
}
