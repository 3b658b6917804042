import { useTranslation } from 'react-i18next';
import './storefront-header.i18n.ts';

// Material's ShoppingBagOutlined path, drawn as plain SVG (storefront-header.css: .cv-icon-btn svg).
const BAG =
  'M18 6h-2c0-2.21-1.79-4-4-4S8 3.79 8 6H6c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2m-6-2c1.1 0 2 .9 2 2h-4c0-1.1.9-2 2-2m6 16H6V8h2v2c0 .55.45 1 1 1s1-.45 1-1V8h4v2c0 .55.45 1 1 1s1-.45 1-1V8h2z';

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
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={BAG} />
      </svg>
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
