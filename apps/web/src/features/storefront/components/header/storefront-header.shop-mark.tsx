import type { PublicShop } from '@cuvee/contracts';
import { useTranslation } from 'react-i18next';
import './storefront-header.i18n.ts';

/**
 * The shop's logo and name, a link to the shop's home (styles: storefront-header.css); a plain
 * link, followed inside the app by the header's delegate.
 */
export function ShopMark({ shop }: { shop: PublicShop }) {
  const { t } = useTranslation('storefrontHeader');
  return (
    <a href={`/${shop.urlShop}`} aria-label={t('home', { name: shop.name })} className="cv-shop-mark">
      {shop.editedShop.logo && <img src={shop.editedShop.logo} alt="" width={44} height={44} />}
      <span>{shop.name}</span>
    </a>
  );
}
