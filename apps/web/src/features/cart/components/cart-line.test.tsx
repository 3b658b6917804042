import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { cartLine, pricedLine } from '../../../test/cart.fixture.ts';
import { CartLineRow } from './cart-line.tsx';

// Issue 25, defect 5: the worked spirits line carries its excise and its CSS, shown apart.
it('shows a line’s excise and its CSS apart on the cart page', () => {
  const line = cartLine('marc', 'Marc de Champagne', 'NV', 2);
  const priced = { ...pricedLine('marc', 2, 3900), excise: 1082, css: 347 };
  render(
    <ul>
      <CartLineRow
        order={{ seller: { id: 'shop-seconde', name: 'Maison Seconde' } }}
        line={line}
        priced={priced}
        showTtc
        detailed
      />
    </ul>,
  );
  const duties = screen.getByTestId('cart-line-excise');
  expect(duties).toHaveTextContent('Dont droits d’accise 10,82 € · dont cotisation sécurité sociale 3,47 €');
});
