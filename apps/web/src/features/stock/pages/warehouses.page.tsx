import type { Warehouse } from '@cuvee/contracts';
import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { warehousesQuery } from '../api/stock.queries.ts';
import { useStockLabels } from '../components/labels.ts';
import { LoadError } from '../components/load-state.tsx';
import { StockHeader } from '../components/stock-header.tsx';
import { WarehouseDialog } from '../components/warehouse-dialog.tsx';

/** /dashboard/stocks/warehouses: where the stock is kept, created and changed here (createWarehouse). */
export function WarehousesPage() {
  const { t, warehouseKind, excise } = useStockLabels();
  const canWrite = useCan('warehouses.write');
  const query = useQuery(warehousesQuery());
  const [editing, setEditing] = useState<Warehouse | 'new' | null>(null);
  const createButton = canWrite && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
      {t('warehouses.create')}
    </Button>
  );
  const warehouses = query.data ?? [];
  return (
    <Box sx={{ maxWidth: 1100, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <StockHeader title={t('warehouses.title')} subtitle={t('warehouses.subtitle')} actions={createButton} />
      {query.isPending ? (
        <LinearProgress aria-hidden />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : warehouses.length === 0 ? (
        <Card>
          <EmptyState
            icon={<WarehouseOutlined />}
            title={t('warehouses.empty')}
            text={t('warehouses.emptyText')}
            action={createButton}
          />
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {warehouses.map((w) => (
            <Card
              key={w.id}
              sx={{ p: 2, display: 'grid', gap: 0.5, opacity: w.archived ? 0.6 : 1 }}
              data-testid="warehouse-card"
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Typography component="h2" variant="h3" sx={{ flex: 1 }}>
                  {w.name}
                </Typography>
                {w.isDefault && <Chip size="small" color="primary" label={t('warehouses.default')} />}
                {w.archived && <Chip size="small" label={t('warehouses.archived')} />}
              </Box>
              <Typography variant="body2">{warehouseKind(w.kind)}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {excise(w.exciseStatus)}
                {w.exciseNumber ? ` · ${w.exciseNumber}` : ''}
              </Typography>
              {w.address && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {[w.address.street, [w.address.zipcode, w.address.city].filter(Boolean).join(' ')]
                    .filter(Boolean)
                    .join(', ')}
                </Typography>
              )}
              {canWrite && (
                <Box>
                  <Button size="small" startIcon={<EditOutlined />} onClick={() => setEditing(w)}>
                    {t('warehouses.edit')}
                  </Button>
                </Box>
              )}
            </Card>
          ))}
        </Box>
      )}
      {editing && (
        <WarehouseDialog warehouse={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
