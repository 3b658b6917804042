import type { PriceGridRow, Typology } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUiLanguage } from '../../../../lib/i18n.ts';
import { volumeLabel } from '../../logic/volume-label.ts';
import '../../catalogue.i18n.ts';

/** Mobile: a card per format, a line per typology (the table needs a wide screen). */
export function PriceGridCards(props: {
  rows: PriceGridRow[];
  loading: boolean;
  typologies: [string, Typology][];
  renderCell(row: PriceGridRow, key: string, typology: Typology): ReactNode;
  euros(cents: number): string;
}) {
  const { t } = useTranslation('catalogue');
  const lang = useUiLanguage();
  if (props.loading)
    return (
      <Box sx={{ display: 'grid', gap: 1.5, p: 1.5 }}>
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={180} />
      </Box>
    );
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      data-testid="price-grid-cards"
    >
      {props.rows.map((row) => (
        <Card
          component="li"
          key={row.formatId}
          sx={{ p: 1.5 }}
          data-testid="grid-row"
          data-product={row.productName}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                component={RouterLink}
                to={`/dashboard/products/${row.productId}`}
                sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none' }}
              >
                {row.productName}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {row.nameInShop || volumeLabel(row.unity, row.unityValue, lang)}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {props.euros(row.price)}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('grid.publicPrice')} {t('grid.ttc')}
              </Typography>
            </Box>
          </Box>
          <Box sx={{ display: 'grid', gap: 0.75 }}>
            {props.typologies.map(([key, typology]) => (
              <Box
                key={key}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
              >
                <Typography variant="body2" sx={{ minWidth: 0 }} noWrap>
                  {typology.name}{' '}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    ({typology.ttc ? t('grid.ttc') : t('grid.ht')})
                  </Box>
                </Typography>
                {props.renderCell(row, key, typology)}
              </Box>
            ))}
          </Box>
        </Card>
      ))}
    </Box>
  );
}
