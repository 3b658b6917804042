import { OTHER_PRODUCTS_FILTER } from '@cuvee/domain/catalogue/reference';
import Box from '@mui/material/Box';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { colorName, typeName } from '../storefront.format.ts';
import type { FilterKey, ShopFilters as Filters } from '../storefront.logic.ts';
import type { Storefront } from '../storefront.types.ts';
import './storefront.css';
import { FOCUS_RING } from './storefront.styles.ts';

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

/** A pill link of the gamme row; the selected one is marked for assistive technologies. */
function GammePill({ to, label, selected }: { to: string; label: string; selected: boolean }) {
  return (
    <RouterLink to={to} className="cv-pill" aria-current={selected ? 'true' : undefined} preventScrollReset>
      {label}
    </RouterLink>
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
    <Box component="section" aria-label={t('filters.title')} sx={{ display: 'grid', gap: 2 }}>
      {showGammes && (
        <Box
          component="nav"
          aria-label={t('filters.gamme')}
          sx={{
            display: 'flex',
            gap: 1,
            overflowX: 'auto',
            pb: 0.5,
            mx: { xs: -2, sm: 0 },
            px: { xs: 2, sm: 0 },
          }}
        >
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
        </Box>
      )}
      {(shown.length > 0 || active) && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(3, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(150px, 200px)) 1fr',
            },
            gap: { xs: 1, sm: 2 },
            alignItems: 'end',
          }}
        >
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
            <Box
              component="button"
              type="button"
              onClick={onReset}
              sx={{
                gridColumn: { xs: '1 / -1', sm: 'auto' },
                justifySelf: { xs: 'start', sm: 'end' },
                font: 'inherit',
                fontSize: '0.9rem',
                fontWeight: 600,
                color: 'primary.main',
                bgcolor: 'transparent',
                border: 0,
                p: 0,
                minHeight: 44,
                cursor: 'pointer',
                textDecoration: 'underline',
                textUnderlineOffset: '3px',
                ...FOCUS_RING,
              }}
            >
              {t('filters.reset')}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
