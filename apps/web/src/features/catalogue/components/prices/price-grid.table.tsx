import type { PriceGridRow, Typology } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUiLanguage } from '../../../../lib/i18n.ts';
import { volumeLabel } from '../../logic/volume-label.ts';
import { ProductStatusChip } from '../status-chip.tsx';
import '../../catalogue.i18n.ts';

/** The price grid on wide screens: a row per format, a column per typology (the cards on phones). */
export function PriceGridTable({
  rows,
  loading,
  typologies,
  renderCell,
  euros,
}: {
  rows: PriceGridRow[];
  loading: boolean;
  typologies: [string, Typology][];
  renderCell(row: PriceGridRow, key: string, typology: Typology): ReactNode;
  euros(cents: number): string;
}) {
  const { t } = useTranslation('catalogue');
  const lang = useUiLanguage();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={t('grid.title')}
        sx={{ minWidth: 360 + typologies.length * 190 }}
        data-testid="price-grid"
      >
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, verticalAlign: 'bottom', bgcolor: '#faf7f2' } }}>
            <TableCell
              sx={{
                position: 'sticky',
                left: 0,
                zIndex: 2,
                bgcolor: '#faf7f2',
                minWidth: { xs: 150, sm: 240 },
              }}
            >
              {t('grid.product')}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {t('grid.publicPrice')}
              <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                {t('grid.ttc')}
              </Typography>
            </TableCell>
            {typologies.map(([key, typo]) => (
              <TableCell key={key} sx={{ minWidth: 180 }}>
                {typo.name}
                <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={typo.ttc ? 'primary' : 'default'}
                    label={typo.ttc ? t('grid.ttc') : t('grid.ht')}
                  />
                  {typo.public && <Chip size="small" variant="outlined" label={t('grid.publicTypology')} />}
                  {typo.globalDiscount ? (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t('grid.discount', { value: typo.globalDiscount })}
                    />
                  ) : null}
                </Box>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading
            ? Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
                <TableRow key={i}>
                  <TableCell colSpan={2 + typologies.length}>
                    <Skeleton height={36} />
                  </TableCell>
                </TableRow>
              ))
            : rows.map((row) => (
                <TableRow key={row.formatId} hover data-testid="grid-row" data-product={row.productName}>
                  <TableCell
                    sx={{
                      position: 'sticky',
                      left: 0,
                      zIndex: 1,
                      bgcolor: 'background.paper',
                      borderRight: 1,
                      borderRightColor: 'divider',
                    }}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <Typography
                        component={RouterLink}
                        to={`/dashboard/products/${row.productId}`}
                        sx={{
                          fontWeight: 600,
                          color: 'text.primary',
                          textDecoration: 'none',
                          '&:hover': { textDecoration: 'underline' },
                        }}
                      >
                        {row.productName}
                      </Typography>
                      {row.status !== 'online' && <ProductStatusChip status={row.status as 'paused'} />}
                    </Box>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {[row.precision, row.nameInShop || volumeLabel(row.unity, row.unityValue, lang)]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
                  >
                    {euros(row.price)}
                  </TableCell>
                  {typologies.map(([key, typo]) => (
                    <TableCell key={key}>{renderCell(row, key, typo)}</TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </Box>
  );
}
