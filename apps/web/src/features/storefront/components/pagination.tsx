import { useTranslation } from 'react-i18next';
import { pageItems } from '../logic/storefront.logic.ts';
import './storefront.css';

/**
 * Server-side pages as links (shareable, keyboard-friendly): Précédente 1 … 4 5 6 … 9 Suivante.
 * Static styles (storefront.css, .cv-pages); plain links followed inside the app by one handler.
 */
export function Pagination({
  page,
  count,
  hrefFor,
}: {
  page: number;
  count: number;
  hrefFor(page: number): string;
}) {
  const { t } = useTranslation('storefront');
  if (count <= 1) return null;
  const link = (target: number, label: string, current = false) => (
    <a
      href={hrefFor(target)}
      className="cv-page"
      aria-current={current ? 'page' : undefined}
      aria-label={/^\d+$/.test(label) ? t('pagination.page', { page: target }) : undefined}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label={t('pagination.label')} className="cv-pages">
      <ul>
        {page > 1 && <li>{link(page - 1, t('pagination.previous'))}</li>}
        {pageItems(page, count).map((n, index) => (
          <li key={n ?? `gap-${index}`}>
            {n === null ? (
              <span className="cv-page cv-gap" aria-hidden="true">
                …
              </span>
            ) : (
              link(n, String(n), n === page)
            )}
          </li>
        ))}
        {page < count && <li>{link(page + 1, t('pagination.next'))}</li>}
      </ul>
    </nav>
  );
}
