import type { Warehouse } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useQuery } from '@tanstack/react-query';
import { CommitField, ListSelect } from '../../../components/form/filter-fields.tsx';
import { productFormatsQuery } from '../api/stock.queries.ts';
import type { StockFilters } from '../logic/stock-filters.ts';
import { useStockLabels } from './labels.ts';
import { ProductPicker } from './product-picker.tsx';

/** The product a filter names (its name read from the catalogue), for the picker to show. */
export function usePickedProduct(productId: string | undefined) {
  const product = useQuery({ ...productFormatsQuery(productId ?? ''), enabled: Boolean(productId) });
  return productId ? { id: productId, name: product.data?.name ?? '…' } : null;
}

/** The warehouse filter of the stock list and of the journal (all of them when empty). */
export function WarehouseFilter({
  warehouses,
  value,
  onChange,
}: {
  warehouses: Warehouse[];
  value: string | undefined;
  onChange(warehouseId: string | undefined): void;
}) {
  const { t } = useStockLabels();
  return (
    <ListSelect
      label={t('common.warehouse')}
      allLabel={t('common.allWarehouses')}
      value={value}
      options={warehouses.map((w) => ({ value: w.id, label: w.name }))}
      onChange={onChange}
    />
  );
}

/** The stock list's filters: warehouse, product, vintage, below threshold. */
export function StockFiltersBar({
  filters,
  warehouses,
  onChange,
}: {
  filters: StockFilters;
  warehouses: Warehouse[];
  onChange(next: Partial<StockFilters>): void;
}) {
  const { t } = useStockLabels();
  const product = usePickedProduct(filters.productId);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr 1fr', md: '220px minmax(240px, 1fr) 140px auto' },
      }}
    >
      <WarehouseFilter
        warehouses={warehouses}
        value={filters.warehouseId}
        onChange={(warehouseId) => onChange({ warehouseId })}
      />
      <CommitField
        label={t('common.vintage')}
        value={filters.vintage}
        onCommit={(vintage) => onChange({ vintage })}
        slotProps={{ htmlInput: { maxLength: 40, inputMode: 'numeric' }, inputLabel: { shrink: true } }}
        sx={{ order: { md: 3 } }}
      />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, order: { md: 2 } }}>
        <ProductPicker
          size="small"
          label={t('common.productSearch')}
          value={product}
          onChange={(picked) => onChange({ productId: picked?.id })}
          testId="stock-filter-product"
        />
      </Box>
      <FormControlLabel
        sx={{ order: { md: 4 }, gridColumn: { xs: '1 / -1', md: 'auto' }, m: 0 }}
        control={
          <Switch
            checked={filters.belowThreshold === true}
            onChange={(e) => onChange({ belowThreshold: e.target.checked || undefined })}
          />
        }
        label={t('list.belowThreshold')}
      />
    </Box>
  );
}
