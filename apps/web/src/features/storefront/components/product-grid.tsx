import type { StoreProduct } from '@cuvee/contracts';
import { type ComponentType, memo } from 'react';
import { productPath } from '../logic/storefront.logic.ts';
import { ProductCard, useCardTexts } from './product-card.tsx';

/** A card of the grid; unchanged cards are not rendered again when more are added. */
const GridItem = memo(function GridItem(props: Parameters<typeof ProductCard>[0]) {
  return (
    <li className="cv-grid-item">
      <ProductCard {...props} />
    </li>
  );
});

/**
 * The page's cards, as plain links the shop app's router follows in place; one translation
 * hook for the whole grid, not one per card.
 */
export function ProductGrid({
  products,
  base,
  shopKey,
  shopCode,
  stale,
  CardAction,
}: {
  products: StoreProduct[];
  base: string;
  shopKey: string;
  shopCode: string;
  stale: boolean;
  /** Each card's own action (the cart's add button): one component for the grid, so cards stay memoised. */
  CardAction?: ComponentType<{ product: StoreProduct }>;
}) {
  const texts = useCardTexts();
  return (
    <ul className={stale ? 'cv-grid cv-stale' : 'cv-grid'} aria-busy={stale}>
      {products.map((product, index) => (
        <GridItem
          key={product.id}
          product={product}
          to={productPath(base, shopKey, product)}
          shopCode={shopCode}
          texts={texts}
          eager={index < 4}
          Action={CardAction}
        />
      ))}
    </ul>
  );
}
