import type { Warehouse } from '@cuvee/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { formResolver } from '../../../components/form/index.ts';
import type { ApiError } from '../../../lib/api-client.ts';
import { useRecordMovement } from '../api/stock.mutations.ts';
import { stockLineQuery, warehousesQuery } from '../api/stock.queries.ts';
import { useStockLabels } from '../components/labels.ts';
import { MovementFields } from '../components/movement-form.fields.tsx';
import { StockHeader } from '../components/stock-header.tsx';
import {
  emptyMovementForm,
  FORM_KINDS,
  type FormKind,
  type MovementFormValues,
  type MovementRequest,
  movementFormSchema,
  today,
} from '../logic/movement-form.ts';

/**
 * /dashboard/stocks/add: record an entry, an exit, a transfer or an inventory count. From a
 * line's page (?line=…) the form starts on that line; once recorded, the line's page shows
 * its new levels.
 */
export function MovementFormPage() {
  const { t } = useStockLabels();
  const [params] = useSearchParams();
  const lineId = params.get('line') ?? '';
  const warehouses = useQuery(warehousesQuery());
  const line = useQuery({ ...stockLineQuery(lineId), enabled: Boolean(lineId) });
  const ready = warehouses.data !== undefined && (!lineId || line.data !== undefined || line.isError);

  return (
    <Box sx={{ maxWidth: 880, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <StockHeader title={t('form.title')} subtitle={t('form.subtitle')} />
      {!ready ? (
        <LinearProgress aria-hidden />
      ) : warehouses.data.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/dashboard/stocks/warehouses" color="inherit">
              {t('list.createWarehouse')}
            </Button>
          }
        >
          {t('form.noWarehouse')}
        </Alert>
      ) : (
        <MovementForm
          warehouses={warehouses.data}
          initial={{
            ...emptyMovementForm(
              warehouses.data.find((w) => w.isDefault)?.id ?? warehouses.data[0]?.id,
              today(),
            ),
            ...(line.data && {
              productId: line.data.productId,
              formatId: line.data.formatId,
              vintage: line.data.vintage,
              lot: line.data.lot,
              warehouseId: line.data.warehouseId,
            }),
            ...(FORM_KINDS.includes(params.get('kind') as FormKind) && {
              kind: params.get('kind') as FormKind,
            }),
          }}
          initialProduct={line.data ? { id: line.data.productId, name: line.data.productName } : null}
        />
      )}
    </Box>
  );
}

function MovementForm({
  warehouses,
  initial,
  initialProduct,
}: {
  warehouses: Warehouse[];
  initial: MovementFormValues;
  initialProduct: { id: string; name: string } | null;
}) {
  const { t } = useStockLabels();
  const navigate = useNavigate();
  const record = useRecordMovement();
  const form = useForm<MovementFormValues, unknown, MovementRequest>({
    defaultValues: initial,
    resolver: formResolver(movementFormSchema),
  });
  const submit = form.handleSubmit(async (request) => {
    const line = await record.mutateAsync(request).catch(() => null);
    if (line) navigate(`/dashboard/stocks/${line.id}`);
  });
  const refusal = record.error as ApiError | null;

  return (
    <Card component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <MovementFields form={form} warehouses={warehouses} initialProduct={initialProduct} />
      {refusal && (
        <Alert severity="error" data-testid="movement-error">
          {refusal.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/dashboard/stocks">
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('form.submit')}
        </Button>
      </Box>
    </Card>
  );
}
