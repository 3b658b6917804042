import type { StorefrontResponse as Storefront, StoreProduct } from '@cuvee/contracts';
import { type ComponentType, useMemo } from 'react';
import { useCurrentUser } from '../../../lib/auth.store.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { AddBoxToCart, AddToCart, CardAddButton } from '../../cart/components/add-to-cart.tsx';
import type { PurchaseChoice } from '../components/purchase-area.tsx';
import { formatName, leadFormat } from '../logic/storefront.format.ts';

/*
 * The cart's places on the shop pages (spec §3): the pages compose the storefront and the cart.
 * Visitors and buyers buy (spec §1, §6); a shop whose online shop is off takes no order.
 */

type Shop = Storefront['shop'];

function useBuys(shop: Shop | undefined): boolean {
  const user = useCurrentUser();
  return !!shop?.acceptsOrders && (!user || user.role === 'buyer');
}

/** The product page's purchase slot: quantity and 'Ajouter au panier' for the chosen format. */
export function usePurchaseSlot(shop: Shop | undefined) {
  const lang = useUiLanguage();
  const buys = useBuys(shop);
  if (!shop || !buys) return undefined;
  const seller = { id: shop.id, name: shop.name };
  return ({ product, format, vintage }: PurchaseChoice) => (
    <AddToCart
      seller={seller}
      pick={{ product, format, vintage, formatLabel: format ? formatName(format, lang) : '' }}
    />
  );
}

/** The grid cards' add button: one unit of the card's format (the one whose price it shows). */
export function useCardAction(shop: Shop | undefined): ComponentType<{ product: StoreProduct }> | undefined {
  const lang = useUiLanguage();
  const buys = useBuys(shop);
  const id = shop?.id;
  const name = shop?.name;
  return useMemo(() => {
    if (!buys || !id || !name) return undefined;
    const seller = { id, name };
    return function CardAction({ product }: { product: StoreProduct }) {
      const format = leadFormat(product);
      return (
        <CardAddButton
          seller={seller}
          pick={{
            product,
            format,
            vintage: product.vintages[0] ?? null,
            formatLabel: format ? formatName(format, lang) : '',
          }}
        />
      );
    };
  }, [buys, id, name, lang]);
}

/** The box builder's add, once the box is complete: the composed box, then the picks cleared. */
export function useBoxAddSlot(shop: Shop | undefined) {
  const lang = useUiLanguage();
  const buys = useBuys(shop);
  if (!shop || !buys) return undefined;
  const seller = { id: shop.id, name: shop.name };
  return (
    builder: StoreProduct,
    choices: Record<string, number>,
    names: Record<string, string>,
    onAdded: () => void,
  ) => {
    const format = leadFormat(builder);
    return (
      <AddBoxToCart
        seller={seller}
        pick={{
          product: builder,
          format,
          vintage: null,
          formatLabel: format ? formatName(format, lang) : '',
        }}
        choices={choices}
        names={names}
        onAdded={onAdded}
      />
    );
  };
}
