import {
  DASHBOARD_PAYMENT_TYPES,
  type DashboardPaymentType,
  PAYMENT_DELAY_KEYS,
  type PaymentDelay,
} from '@cuvee/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addProductQuery } from '../api/order-add.queries.ts';
import { orderQuery } from '../api/orders.queries.ts';
import type { DraftLine } from './order-add.lines.tsx';
import { OrderForm, type OrderFormInitial } from './order-form.tsx';
import { isSalesOrder } from './sales-order-parts.tsx';

/*
 * Changing a draft (`/dashboard/orders/add?edit=<id>`): the order and the products of its lines
 * are read, then the entry form starts from them, each line at the unit price it had (cleared,
 * the client's price list applies again).
 */

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const known = <T extends string>(v: string | null, list: readonly T[]): T | '' =>
  v && (list as readonly string[]).includes(v) ? (v as T) : '';

export function OrderEditLoader({ id }: { id: string }) {
  const { t } = useTranslation('orders');
  const order = useQuery(orderQuery('shop', id));
  const detail = order.data && isSalesOrder(order.data) ? order.data : null;
  const productIds = [...new Set(detail?.lines.map((l) => l.productId) ?? [])];
  const products = useQueries({ queries: productIds.map((pid) => addProductQuery(pid)) });
  if (order.isError || products.some((p) => p.isError))
    return <Alert severity="error">{t('detail.notFound')}</Alert>;
  if (!detail || products.some((p) => !p.data))
    return (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }} role="status">
        <CircularProgress size={24} />
        <Typography>{t('add.loading')}</Typography>
      </Box>
    );
  if (!detail.actions.order.includes('edit'))
    return <Alert severity="warning">{t('add.notEditable', { reference: detail.reference })}</Alert>;
  const byId = new Map(products.map((p) => [p.data!.product.id, p.data!.product]));
  const lines: DraftLine[] = detail.lines.map((l) => ({
    key: l.id,
    product: byId.get(l.productId)!,
    formatId: l.formatId,
    vintage: l.vintage,
    quantity: l.quantity,
    discountPct: l.discountBp / 100,
    unitHt: euros(l.unitHT),
  }));
  const initial: OrderFormInitial = {
    id: detail.id,
    reference: detail.reference,
    clientName: detail.client?.name ?? '',
    lines,
    shipping: detail.shipping > 0 ? euros(detail.shipping) : '',
    paymentType: known<DashboardPaymentType>(detail.paymentType, DASHBOARD_PAYMENT_TYPES),
    paymentDelay: known<PaymentDelay>(detail.paymentDelay, PAYMENT_DELAY_KEYS),
    validUntil: detail.validUntil ?? '',
    notes: detail.notes ?? '',
  };
  return <OrderForm mode={detail.kind} initial={initial} />;
}
