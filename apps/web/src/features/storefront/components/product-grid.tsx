import type { StoreProduct } from '@cuvee/contracts';
import { memo } from 'react';
import { useProgressiveCount } from '../../../lib/first-paint.ts';
import { useLinkDelegate } from '../../../lib/link-delegate.ts';
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
 * The page's cards: a few more per task on a first visit (useProgressiveCount), re-rendering
 * only this list (not the filters above it); one translation hook and one click handler for
 * the whole grid, not one per card.
 */
export function ProductGrid({
  products,
  base,
  shopKey,
  shopCode,
  stale,
}: {
  products: StoreProduct[];
  base: string;
  shopKey: string;
  shopCode: string;
  stale: boolean;
}) {
  const shown = useProgressiveCount(products.length);
  const texts = useCardTexts();
  const followLink = useLinkDelegate();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the cards' links handle the keyboard; this only routes their clicks
    <ul className={stale ? 'cv-grid cv-stale' : 'cv-grid'} aria-busy={stale} onClick={followLink}>
      {products.slice(0, shown).map((product, index) => (
        <GridItem
          key={product.id}
          product={product}
          to={productPath(base, shopKey, product)}
          shopCode={shopCode}
          texts={texts}
          eager={index < 4}
        />
      ))}
    </ul>
  );
}
