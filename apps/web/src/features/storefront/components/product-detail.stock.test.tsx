import type { StoreFormat, StoreProduct } from '@cuvee/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { MemoryRouter } from '../../../shop-app/router.tsx';
import '../storefront.i18n.ts';
import { PriceBlock } from './product-detail.price.tsx';
import { VintageFormatSelectors } from './product-detail.selectors.tsx';

const format = (id: string, over: Partial<StoreFormat>): StoreFormat => ({
  id,
  ean: null,
  type: 'bottle',
  nameInShop: null,
  unity: 'Litre(s)',
  unityValue: 0.75,
  showUnityValue: true,
  container: 'bottle',
  eq75: 1,
  outOfStock: false,
  price: { ht: 1075, ttc: 1290, showTtc: true, shown: 1290 },
  tiers: [],
  freeItems: [],
  promotions: [],
  visuals: [],
  ...over,
});

// Only what the price line and the pickers read of a product.
const product = {
  status: 'online',
  priceHidden: false,
  vintages: [],
  formats: [
    format('bottle', { nameInShop: 'Bouteille' }),
    format('magnum', { nameInShop: 'Magnum', unityValue: 1.5, outOfStock: true }),
  ],
} as unknown as StoreProduct;

function ProductPrice() {
  const [chosen, choose] = useState('bottle');
  const current = product.formats.find((f) => f.id === chosen) ?? null;
  return (
    <MemoryRouter>
      <VintageFormatSelectors
        product={product}
        vintage={null}
        format={current}
        shownVintages={[]}
        onVintageChange={() => {}}
        onFormatChange={choose}
      />
      <PriceBlock product={product} format={current} shopCode="DEMO2026" />
    </MemoryRouter>
  );
}

it('tells the buyer which format is out of stock, in the picker and on the price line once chosen', async () => {
  render(<ProductPrice />);
  const picker = screen.getByTestId('format-select');
  expect(screen.getByRole('option', { name: 'Magnum — Rupture de stock' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Bouteille' })).toBeInTheDocument();
  expect(screen.queryByTestId('out-of-stock')).not.toBeInTheDocument();

  await userEvent.selectOptions(picker, 'magnum');
  expect(screen.getByTestId('out-of-stock')).toHaveTextContent('Rupture de stock');
  await userEvent.selectOptions(picker, 'bottle');
  expect(screen.queryByTestId('out-of-stock')).not.toBeInTheDocument();
});
