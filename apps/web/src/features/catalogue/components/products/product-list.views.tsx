import type { ProductListRow } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatDate } from '../../../../lib/format.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { useReferenceLabels } from '../labels.ts';
import { ProductStatusChip } from '../status-chip.tsx';
import '../../catalogue.i18n.ts';
import { useListReturnState } from '../../logic/list-return.ts';
import { ColorDot, Thumb } from './product-list.marks.tsx';

const locale = (lang: 'fr' | 'en') => (lang === 'fr' ? 'fr-FR' : 'en-GB');

const muted = { color: 'text.secondary' } as const;

/** The products of a page of the list; `showShop`: each product's shop (an agent of several shops). */
type ListViewProps = { rows: ProductListRow[]; loading: boolean; showShop?: boolean };

/**
 * Desktop and tablet: one row per product; the EAN and date columns need a wide screen.
 * `showShop`: a column with each product's shop (an agent of several shops).
 */
export function ProductTable({ rows, loading, showShop = false }: ListViewProps) {
  const { t } = useTranslation('catalogue');
  const labels = useReferenceLabels();
  const navigate = useNavigate();
  // The product screen's back link returns to this list as it is (search, filters, page).
  const state = useListReturnState();
  const wide = { display: { xs: 'none', lg: 'table-cell' } } as const;
  return (
    <Table
      size="small"
      aria-label={t('list.title')}
      sx={{ '& td, & th': { px: 1.25 } }}
      data-testid="product-table"
    >
      <TableHead>
        <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
          <TableCell sx={{ width: 64 }}>
            {/* In sx a width of 1 means 100 %: the label spread the page sideways. */}
            <Box component="span" sx={visuallyHidden}>
              {t('list.columns.visual')}
            </Box>
          </TableCell>
          <TableCell>{t('list.columns.name')}</TableCell>
          {showShop && <TableCell>{t('list.columns.shop')}</TableCell>}
          <TableCell>{t('list.columns.type')}</TableCell>
          <TableCell>{t('list.columns.color')}</TableCell>
          <TableCell>{t('list.columns.gamme')}</TableCell>
          <TableCell>{t('list.columns.vintages')}</TableCell>
          <TableCell align="right">{t('list.columns.formats')}</TableCell>
          <TableCell align="right">{t('list.columns.price')}</TableCell>
          <TableCell sx={wide}>{t('list.columns.eans')}</TableCell>
          <TableCell>{t('list.columns.status')}</TableCell>
          <TableCell sx={wide}>{t('list.columns.updated')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {loading && rows.length === 0
          ? Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
              <TableRow key={i}>
                <TableCell>
                  <Skeleton variant="rounded" width={48} height={48} />
                </TableCell>
                <TableCell colSpan={showShop ? 11 : 10}>
                  <Skeleton width="60%" />
                </TableCell>
              </TableRow>
            ))
          : rows.map((p) => (
              <TableRow
                key={p.id}
                hover
                onClick={() => navigate(`/dashboard/products/${p.id}`, { state })}
                sx={{ cursor: 'pointer', opacity: p.status === 'closed' ? 0.65 : 1 }}
                data-testid="product-row"
              >
                <TableCell>
                  <Thumb src={p.visual} />
                </TableCell>
                <TableCell sx={{ minWidth: 180 }}>
                  <Link
                    component={RouterLink}
                    to={`/dashboard/products/${p.id}`}
                    state={state}
                    underline="hover"
                    color="inherit"
                    sx={{ fontWeight: 600 }}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {p.name}
                  </Link>
                  {p.precision && (
                    <Typography variant="body2" sx={{ ...muted, lineHeight: 1.3 }}>
                      {p.precision}
                    </Typography>
                  )}
                </TableCell>
                {showShop && (
                  <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="product-shop">
                    {p.shopName ?? '–'}
                  </TableCell>
                )}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{labels.productType(p.productType)}</TableCell>
                <TableCell>
                  <ColorDot color={p.color} />
                </TableCell>
                <TableCell>{p.gamme ?? '–'}</TableCell>
                <TableCell sx={{ maxWidth: 140 }}>
                  {p.vintages.length ? p.vintages.join(', ') : '–'}
                </TableCell>
                <TableCell align="right">{p.formatCount}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {p.minPrice === null ? '–' : formatEuros(p.minPrice, locale(labels.lang))}
                </TableCell>
                <TableCell
                  sx={{ ...wide, fontFamily: 'monospace', fontSize: '0.8rem', whiteSpace: 'nowrap' }}
                >
                  {p.eans[0] ?? '–'}
                  {p.eans.length > 1 && (
                    <Box component="span" sx={{ ...muted, ml: 0.5 }}>
                      {t('list.moreEans', { count: p.eans.length - 1 })}
                    </Box>
                  )}
                </TableCell>
                <TableCell>
                  <ProductStatusChip status={p.status} />
                </TableCell>
                <TableCell sx={{ ...wide, ...muted, whiteSpace: 'nowrap' }}>
                  {formatDate(p.updatedAt, labels.lang)}
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}

/** Mobile: a card per product (with its shop when `showShop`). */
export function ProductCards({ rows, loading, showShop = false }: ListViewProps) {
  const { t } = useTranslation('catalogue');
  const labels = useReferenceLabels();
  const state = useListReturnState();
  if (loading && rows.length === 0)
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={i} variant="rounded" height={92} />
        ))}
      </Box>
    );
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      data-testid="product-cards"
    >
      {rows.map((p) => (
        <li key={p.id}>
          <Card sx={{ opacity: p.status === 'closed' ? 0.7 : 1 }}>
            <CardActionArea
              component={RouterLink}
              to={`/dashboard/products/${p.id}`}
              state={state}
              sx={{
                display: 'flex',
                gap: 1.5,
                p: 1.5,
                alignItems: 'flex-start',
                justifyContent: 'flex-start',
              }}
              data-testid="product-card"
            >
              <Thumb src={p.visual} size={64} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Box
                  sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}
                >
                  <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{p.name}</Typography>
                  <ProductStatusChip status={p.status} />
                </Box>
                {p.precision && (
                  <Typography variant="body2" sx={{ ...muted }} noWrap>
                    {p.precision}
                  </Typography>
                )}
                {showShop && p.shopName && (
                  <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap data-testid="product-shop">
                    {p.shopName}
                  </Typography>
                )}
                <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 0.5, alignItems: 'center' }}>
                  <Typography variant="body2" sx={muted}>
                    {labels.productType(p.productType)}
                  </Typography>
                  {p.color && (
                    <Typography variant="body2" component="span" sx={muted}>
                      <ColorDot color={p.color} />
                    </Typography>
                  )}
                  {p.vintages.length > 0 && (
                    <Typography variant="body2" sx={muted}>
                      {p.vintages.join(', ')}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
                  <Typography variant="body2" sx={muted}>
                    {t('list.formats', { count: p.formatCount })}
                  </Typography>
                  {p.minPrice !== null && (
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t('list.from', { price: formatEuros(p.minPrice, locale(labels.lang)) })}
                    </Typography>
                  )}
                </Box>
              </Box>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
