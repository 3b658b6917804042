import type { StorefrontResponse as Storefront } from '@cuvee/contracts';
import { useTranslation } from 'react-i18next';
import './storefront.shop.css';

/**
 * The shop's banner, logo, name and description (the banner box is sized before it loads).
 * Static styles (storefront.shop.css): the server's first paint of a shop page draws the same
 * hero (apps/api/src/flows/page-preload.flow.ts).
 */
export function ShopHero({ shop }: { shop: Storefront['shop'] }) {
  const { t } = useTranslation('storefront');
  const { banner, logo } = shop.editedShop;
  return (
    <section className="cv-hero" aria-labelledby="shop-title">
      <div className={banner ? 'cv-hero-banner' : 'cv-hero-banner cv-none'}>
        {banner && (
          <img src={banner} alt="" width={1600} height={400} fetchPriority="high" decoding="async" />
        )}
      </div>
      <div className="cv-hero-id">
        {logo && (
          <img
            className="cv-hero-logo"
            src={logo}
            alt={t('logoAlt', { name: shop.name })}
            width={120}
            height={120}
          />
        )}
        <div className="cv-hero-text">
          <h1 id="shop-title">{shop.name}</h1>
          {shop.description && <p>{shop.description}</p>}
        </div>
      </div>
    </section>
  );
}
