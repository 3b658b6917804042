import type { StoreProduct } from '@cuvee/contracts';
import type { ReactNode } from 'react';
import { PriceBlock } from './product-detail.price.tsx';
import { VintageFormatSelectors } from './product-detail.selectors.tsx';
import './purchase-area.css';

type Vintage = StoreProduct['vintages'][number];
type Format = StoreProduct['formats'][number];

/** What the visitor has chosen on the product page: what the cart adds (spec §3). */
export type PurchaseChoice = {
  product: StoreProduct;
  vintage: Vintage | null;
  format: Format | null;
  shopCode: string;
};

/**
 * The product page's purchase area (spec §3; purchase-area.css): the vintage
 * and format pickers, the viewer's price, then the purchase slot (`data-slot="purchase"`). The
 * slot renders what the page passes for the visitor's choice: a builder's page its box
 * controls; the cart module its quantity and 'Ajouter au panier' — added there without
 * touching this rendering.
 */
export function PurchaseArea({
  choice,
  shownVintages,
  onVintageChange,
  onFormatChange,
  purchase,
}: {
  choice: PurchaseChoice;
  shownVintages: Vintage[];
  onVintageChange(id: string): void;
  onFormatChange(id: string): void;
  purchase?: (choice: PurchaseChoice) => ReactNode;
}) {
  const { product, vintage, format, shopCode } = choice;
  return (
    <div data-testid="purchase-area" className="cv-purchase">
      <VintageFormatSelectors
        product={product}
        vintage={vintage}
        format={format}
        shownVintages={shownVintages}
        onVintageChange={onVintageChange}
        onFormatChange={onFormatChange}
      />
      <PriceBlock product={product} format={format} shopCode={shopCode} />
      {purchase && <div data-slot="purchase">{purchase(choice)}</div>}
    </div>
  );
}
