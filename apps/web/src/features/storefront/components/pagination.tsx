import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pageItems } from '../storefront.logic.ts';
import { FOCUS_RING } from './storefront.styles.ts';

const cell = {
  minWidth: 44,
  minHeight: 44,
  px: 1.5,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 1.5,
  fontSize: '0.95rem',
  textDecoration: 'none',
  fontVariantNumeric: 'tabular-nums',
} as const;

/** Server-side pages as links (shareable, keyboard-friendly): Précédente 1 … 4 5 6 … 9 Suivante. */
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
    <Box
      component={RouterLink}
      to={hrefFor(target)}
      aria-current={current ? 'page' : undefined}
      aria-label={/^\d+$/.test(label) ? t('pagination.page', { page: target }) : undefined}
      sx={{
        ...cell,
        color: current ? 'primary.contrastText' : 'text.primary',
        bgcolor: current ? 'primary.main' : 'transparent',
        fontWeight: current ? 700 : 500,
        border: '1px solid',
        borderColor: current ? 'primary.main' : '#d6ccc0',
        '&:hover': { borderColor: 'primary.main' },
        ...FOCUS_RING,
      }}
    >
      {label}
    </Box>
  );
  return (
    <Box
      component="nav"
      aria-label={t('pagination.label')}
      sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}
    >
      <Box component="ul" sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
        {page > 1 && <li>{link(page - 1, t('pagination.previous'))}</li>}
        {pageItems(page, count).map((n, index) => (
          <li key={n ?? `gap-${index}`}>
            {n === null ? (
              <Box component="span" sx={{ ...cell, color: 'text.secondary' }} aria-hidden="true">
                …
              </Box>
            ) : (
              link(n, String(n), n === page)
            )}
          </li>
        ))}
        {page < count && <li>{link(page + 1, t('pagination.next'))}</li>}
      </Box>
    </Box>
  );
}
