import type { StorefrontResponse as Storefront } from '@cuvee/contracts';
import { OTHER_PRODUCTS_FILTER } from '@cuvee/domain/catalogue/reference';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { colorName, typeName } from '../logic/storefront.format.ts';
import type { FilterKey, ShopFilters as Filters } from '../logic/storefront.logic.ts';
import './storefront.css';

type Option = { value: string; label: string };

/** A native select (light, and the phone's own picker on mobile) with its visible label. */
function FilterSelect({
  label,
  value,
  options,
  anyLabel,
  onChange,
  testId,
}: {
  label: string;
  value: string | null;
  options: Option[];
  anyLabel: string;
  onChange(value: string | null): void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="cv-filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        data-testid={testId}
        className={value ? 'cv-set' : undefined}
        value={value ?? ''}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value || null)}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A pill link of the gamme row; the selected one is marked for assistive technologies. A plain
 * link that keeps the scroll position, followed inside the app by the filters' delegate.
 */
function GammePill({ to, label, selected }: { to: string; label: string; selected: boolean }) {
  return (
    <a href={to} className="cv-pill" aria-current={selected ? 'true' : undefined} data-keep-scroll="">
      {label}
    </a>
  );
}

/**
 * The filters of spec §9 — gamme ('Tous les produits', each gamme, 'Autres produits'), type,
 * colour and vintage — written to the query so that a filtered page can be shared.
 */
export function ShopFilters({
  storefront,
  filters,
  hrefFor,
  onChange,
  onReset,
}: {
  storefront: Storefront;
  filters: Filters;
  hrefFor(key: FilterKey, value: string | null): string;
  onChange(key: FilterKey, value: string | null): void;
  onReset(): void;
}) {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  const { gammes, hasOthers, types, colors, vintages } = storefront.filters;
  const other = t('otherProducts');
  const showGammes = gammes.length + (hasOthers ? 1 : 0) > 1 || filters.gamme !== null;
  const selects: { key: FilterKey; label: string; options: Option[] }[] = [
    {
      key: 'color',
      label: t('filters.color'),
      options: colors.map((c) => ({ value: c, label: colorName(c, lang) ?? c })),
    },
    {
      key: 'type',
      label: t('filters.type'),
      options: types.map((c) => ({ value: c, label: typeName(c, lang) ?? c })),
    },
    { key: 'vintage', label: t('filters.vintage'), options: vintages.map((v) => ({ value: v, label: v })) },
  ];
  const shown = selects.filter((s) => s.options.length > 1 || filters[s.key] !== null);
  const active = filters.gamme !== null || shown.some((s) => filters[s.key] !== null);
  return (
    // Static styles (storefront.css, .cv-filters); the gamme pills are plain links.
    <section aria-label={t('filters.title')} className="cv-filters">
      {showGammes && (
        <nav aria-label={t('filters.gamme')} className="cv-gammes">
          <GammePill to={hrefFor('gamme', null)} label={t('allProducts')} selected={filters.gamme === null} />
          {gammes.map((g) => (
            <GammePill key={g} to={hrefFor('gamme', g)} label={g} selected={filters.gamme === g} />
          ))}
          {hasOthers && (
            <GammePill
              to={hrefFor('gamme', OTHER_PRODUCTS_FILTER)}
              label={other}
              selected={filters.gamme === OTHER_PRODUCTS_FILTER}
            />
          )}
        </nav>
      )}
      {(shown.length > 0 || active) && (
        <div className="cv-filter-row">
          {shown.map((s) => (
            <FilterSelect
              key={s.key}
              label={s.label}
              value={filters[s.key]}
              options={s.options}
              anyLabel={t('filters.any')}
              onChange={(value) => onChange(s.key, value)}
              testId={`filter-${s.key}`}
            />
          ))}
          {active && (
            <button type="button" onClick={onReset} className="cv-filter-reset">
              {t('filters.reset')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
