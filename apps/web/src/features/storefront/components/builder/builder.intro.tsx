import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../../lib/i18n.ts';
import { formatName, leadFormat } from '../../logic/storefront.format.ts';
import { ChoiceCounter } from '../builder-controls.tsx';
import { PriceTag } from '../price-tag.tsx';
import { ProductVisual } from '../product-visual.tsx';
import '../../storefront.i18n.ts';
import type { StoreProduct } from '@cuvee/contracts';
import { title } from './builder.styles.ts';

/** The builder's head: its visual, name, number of wines to pick, price and 'x / n' counter. */
export function BuilderIntro({
  builder,
  slots,
  count,
  shopCode,
}: {
  builder: StoreProduct;
  slots: number;
  count: number;
  shopCode: string;
}) {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  const format = leadFormat(builder);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '96px 1fr', sm: '140px 1fr' },
        gap: { xs: 2, sm: 4 },
        alignItems: 'center',
        position: { md: 'sticky' },
        top: { md: 128 },
        zIndex: 1,
        p: { xs: 2, sm: 3 },
        mb: 4,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: '#e7e0d8',
        borderRadius: 3,
      }}
    >
      <Box sx={{ borderRadius: 2, overflow: 'hidden', gridRow: { sm: 'span 2' } }}>
        <ProductVisual src={builder.visuals[0]} alt="" eager />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Box>
          <Box component="h1" sx={title}>
            {builder.name}
          </Box>
          <Box component="p" sx={{ m: 0, mt: 0.5, color: 'text.secondary' }}>
            {t('builder.pick', { count: slots })}
            {format ? ` · ${formatName(format, lang)}` : ''}
          </Box>
        </Box>
        <PriceTag format={format} priceHidden={builder.priceHidden} shopCode={shopCode} />
      </Box>
      {/* Under the name on wider screens; the whole width under the picture on phones. */}
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: '2' } }}>
        <ChoiceCounter count={count} slots={slots} />
      </Box>
    </Box>
  );
}
