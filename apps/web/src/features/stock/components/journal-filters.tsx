import type { Warehouse } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import { CommitField, ListSelect } from '../../../components/form/filter-fields.tsx';
import { DateRangeFilters } from '../../../components/list/index.ts';
import type { JournalFilters } from '../logic/stock-filters.ts';
import { useStockLabels } from './labels.ts';
import { ProductPicker } from './product-picker.tsx';
import { usePickedProduct, WarehouseFilter } from './stock-filters.tsx';

/** The journal's filters: warehouse, kind, product, lot and a period. */
export function JournalFiltersBar({
  filters,
  warehouses,
  onChange,
}: {
  filters: JournalFilters;
  warehouses: Warehouse[];
  onChange(next: Partial<JournalFilters>): void;
}) {
  const { t, movementKindOptions } = useStockLabels();
  const product = usePickedProduct(filters.productId);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      <WarehouseFilter
        warehouses={warehouses}
        value={filters.warehouseId}
        onChange={(warehouseId) => onChange({ warehouseId })}
      />
      <ListSelect
        label={t('journal.kind')}
        allLabel={t('journal.allKinds')}
        value={filters.kind}
        options={movementKindOptions}
        onChange={(kind) => onChange({ kind: kind as JournalFilters['kind'] })}
        testId="journal-filter-kind"
      />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
        <ProductPicker
          size="small"
          label={t('common.productSearch')}
          value={product}
          onChange={(picked) => onChange({ productId: picked?.id })}
        />
      </Box>
      <CommitField
        label={t('journal.lotFilter')}
        value={filters.lot}
        onCommit={(lot) => onChange({ lot })}
        slotProps={{ htmlInput: { maxLength: 40 }, inputLabel: { shrink: true } }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <DateRangeFilters
        from={filters.from}
        to={filters.to}
        fromLabel={t('journal.from')}
        toLabel={t('journal.to')}
        onChange={(key, value) => onChange({ [key]: value })}
      />
    </Box>
  );
}
