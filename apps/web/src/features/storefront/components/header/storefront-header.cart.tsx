import { useTranslation } from 'react-i18next';
import { Icon } from '../storefront-icons.tsx';
import './storefront-header.i18n.ts';

/**
 * The header's cart slot: the cart's count, and what opening it does — the drawer for a
 * signed-in buyer (`onClick`), the cart page for a visitor. The cart module gives the count and
 * the drawer (shops.layout.tsx) without touching this rendering.
 */
export function CartButton({
  count,
  signedIn,
  onClick,
}: {
  count: number;
  signedIn: boolean;
  onClick(): void;
}) {
  const { t } = useTranslation('storefrontHeader');
  const label = t('cartCount', { count });
  const content = (
    <>
      <Icon name="bag" />
      {count > 0 && (
        <span className="cv-cart-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </>
  );
  return signedIn ? (
    <button
      type="button"
      className="cv-icon-btn"
      onClick={onClick}
      aria-label={label}
      data-testid="storefront-cart"
    >
      {content}
    </button>
  ) : (
    <a href="/cart" className="cv-icon-btn" aria-label={label} data-testid="storefront-cart">
      {content}
    </a>
  );
}
