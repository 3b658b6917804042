import { useTranslation } from 'react-i18next';
import { Icon } from '../storefront-icons.tsx';
import './storefront-header.i18n.ts';

/**
 * The header's cart slot: the cart's count, and the cart. A link to /cart, which works before
 * the page is hydrated; once it is, a click opens the cart drawer (`onClick`) instead. The cart
 * module gives the count and the drawer (shop-layout.tsx) without touching this rendering.
 */
export function CartButton({ count, onClick }: { count: number; onClick?: () => void }) {
  const { t } = useTranslation('storefrontHeader');
  return (
    <a
      href="/cart"
      className="cv-icon-btn"
      aria-label={t('cartCount', { count })}
      data-testid="storefront-cart"
      onClick={(event) => {
        if (!onClick || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onClick();
      }}
    >
      <Icon name="bag" />
      {count > 0 && (
        <span className="cv-cart-count" aria-hidden="true" data-testid="storefront-cart-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </a>
  );
}
