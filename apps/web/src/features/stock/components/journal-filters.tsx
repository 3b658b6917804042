import type { Warehouse } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ListSelect } from '../../../components/shared/list-select.tsx';
import type { JournalFilters } from '../logic/stock-filters.ts';
import { useStockLabels } from './labels.ts';
import { ProductPicker } from './product-picker.tsx';
import { usePickedProduct } from './stock-filters.tsx';

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
  const dateProps = { size: 'small', type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: '200px 200px minmax(220px, 1fr) 140px 160px 160px' },
      }}
    >
      <ListSelect
        label={t('common.warehouse')}
        allLabel={t('common.allWarehouses')}
        value={filters.warehouseId}
        options={warehouses.map((w) => ({ value: w.id, label: w.name }))}
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
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <ProductPicker
          size="small"
          label={t('common.productSearch')}
          value={product}
          onChange={(picked) => onChange({ productId: picked?.id })}
        />
      </Box>
      <TextField
        size="small"
        label={t('journal.lotFilter')}
        defaultValue={filters.lot ?? ''}
        onBlur={(e) => onChange({ lot: e.target.value.trim() || undefined })}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange({ lot: (e.target as HTMLInputElement).value.trim() || undefined });
        }}
        slotProps={{ htmlInput: { maxLength: 40 }, inputLabel: { shrink: true } }}
        sx={{ bgcolor: 'background.paper', gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <TextField
        {...dateProps}
        label={t('journal.from')}
        value={filters.from ?? ''}
        onChange={(e) => onChange({ from: e.target.value || undefined })}
        sx={{ bgcolor: 'background.paper' }}
      />
      <TextField
        {...dateProps}
        label={t('journal.to')}
        value={filters.to ?? ''}
        onChange={(e) => onChange({ to: e.target.value || undefined })}
        sx={{ bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
