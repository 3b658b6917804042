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

it('lists a format promotion as an offer, worded by its minimum, apart from quantity prices', () => {
  const promoted = format('bottle', {
    tiers: [],
    promotions: [
      { type: '€', amount: 100, minProduct: 0, minPrice: 0 },
      { type: '%', amount: 10, minProduct: 6, minPrice: 0 },
    ] as StoreFormat['promotions'],
  });
  const { unmount } = render(
    <MemoryRouter>
      <PriceBlock product={{ ...product, formats: [promoted] }} format={promoted} shopCode="DEMO2026" />
    </MemoryRouter>,
  );
  expect(screen.getByText('Prix et offres')).toBeInTheDocument();
  expect(screen.queryByText('Prix par quantité')).toBeNull();
  const offers = screen.getByTestId('price-tiers');
  expect(offers).toHaveTextContent(/−1,00\s€ sur chaque article/);
  expect(offers).toHaveTextContent('−10 % dès 6 articles');
  unmount();

  const tiered = format('bottle', {
    tiers: [{ threshold: 6, shown: 1190 }] as StoreFormat['tiers'],
  });
  render(
    <MemoryRouter>
      <PriceBlock product={{ ...product, formats: [tiered] }} format={tiered} shopCode="DEMO2026" />
    </MemoryRouter>,
  );
  expect(screen.getByText('Prix par quantité')).toBeInTheDocument();
});
