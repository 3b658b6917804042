import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../../shop-app/router.tsx';
import './product-detail.css';

export type Crumb = { label: string; to?: string };

/** The trail above a storefront page (product-detail.css, `.cv-crumbs`); its last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('storefront');
  return (
    <nav aria-label={t('product.breadcrumb')} className="cv-crumbs">
      <ol>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a trail may repeat a label; its place is its identity
          <li key={`${item.label}-${index}`}>
            {index > 0 && <span aria-hidden="true">›</span>}
            {item.to ? (
              <RouterLink to={item.to}>{item.label}</RouterLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
