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
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { entryProductsByIdQuery } from '../api/order-add.queries.ts';
import { orderQuery } from '../api/orders.queries.ts';
import type { DraftLine } from './order-add.lines.tsx';
import { OrderForm, type OrderFormInitial } from './order-form.tsx';
import { isSalesOrder } from './sales-order-parts.tsx';

/*
 * Changing a draft (`/dashboard/orders/add?edit=<id>`): the order and the products of its lines
 * are read (through the entry's route, priced for the order's client), then the entry form
 * starts from them, each line at the unit price it had (cleared, the client's price list applies
 * again).
 */

const known = <T extends string>(v: string | null, list: readonly T[]): T | '' =>
  v && (list as readonly string[]).includes(v) ? (v as T) : '';

export function OrderEditLoader({ id }: { id: string }) {
  const { t } = useTranslation('orders');
  const order = useQuery(orderQuery('shop', id));
  const detail = order.data && isSalesOrder(order.data) ? order.data : null;
  const productIds = [...new Set(detail?.lines.map((l) => l.productId) ?? [])];
  const products = useQuery(entryProductsByIdQuery(productIds, detail?.client?.id ?? null));
  if (order.isError || products.isError) return <Alert severity="error">{t('detail.notFound')}</Alert>;
  if (!detail || (productIds.length > 0 && !products.data))
    return (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }} role="status">
        <CircularProgress size={24} />
        <Typography>{t('add.loading')}</Typography>
      </Box>
    );
  if (!detail.actions.order.includes('edit'))
    return <Alert severity="warning">{t('add.notEditable', { reference: detail.reference })}</Alert>;
  const byId = new Map((products.data?.products ?? []).map((p) => [p.id, p]));
  // A line whose product left the shop is not offered again.
  const lines: DraftLine[] = detail.lines.flatMap((l) => {
    const product = byId.get(l.productId);
    return product
      ? [
          {
            key: l.id,
            product,
            formatId: l.formatId,
            vintage: l.vintage,
            quantity: String(l.quantity),
            discountPct: String(l.discountBp / 100).replace('.', ','),
            unitHtCents: l.unitHT,
          },
        ]
      : [];
  });
  const initial: OrderFormInitial = {
    id: detail.id,
    reference: detail.reference,
    clientId: detail.client?.id ?? null,
    clientName: detail.client?.name ?? '',
    lines,
    shippingCents: detail.shipping > 0 ? detail.shipping : null,
    paymentType: known<DashboardPaymentType>(detail.paymentType, DASHBOARD_PAYMENT_TYPES),
    paymentDelay: known<PaymentDelay>(detail.paymentDelay, PAYMENT_DELAY_KEYS),
    validUntil: detail.validUntil ?? '',
    notes: detail.notes ?? '',
    deliveryName: detail.delivery.name,
    deliveryModeId: detail.delivery.modeId,
  };
  return <OrderForm mode={detail.kind} initial={initial} />;
}
