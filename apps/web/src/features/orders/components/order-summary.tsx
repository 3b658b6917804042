import type { BuyerOrderDetail } from '@cuvee/contracts/orders';
import { COUNTRY_LABELS, type DeliveryCountry } from '@cuvee/domain/delivery/zones';
import { PAYMENT_TYPE_LABELS } from '@cuvee/domain/orders/statuses';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderFormat } from './order-format.ts';
import { OrderStatusChip } from './order-status-chip.tsx';

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box
      component="div"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        fontWeight: strong ? 700 : 400,
      }}
      data-testid={testId}
    >
      <Box component="dt" sx={{ color: strong ? 'text.primary' : 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
}

/**
 * Delivery (its parcels, or free past the franco), then the totals it is part of: HT, VAT, TTC,
 * and the alcohol taxes the TTC holds.
 */
export function OrderTotals({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation('orders');
  const { euros } = useOrderFormat();
  const { parcels, franco } = order.delivery;
  const shippingNote = franco
    ? t('detail.franco')
    : parcels > 0
      ? t('detail.parcels', { count: parcels })
      : '';
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Row
        label={shippingNote ? `${t('detail.shipping')} (${shippingNote})` : t('detail.shipping')}
        value={euros(order.shipping)}
        testId="total-shipping"
      />
      <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 0.5 }}>
        <Row label={t('detail.totalHT')} value={euros(order.totalHT)} testId="total-ht" />
        <Row label={t('detail.tva')} value={euros(order.tva)} testId="total-tva" />
        <Row label={t('detail.totalTTC')} value={euros(order.totalTTC)} strong testId="total-ttc" />
      </Box>
      {order.excise + order.css > 0 && (
        <Row
          label={
            <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.4 }}>
              {t('detail.orderExcise')}
            </Typography>
          }
          value={
            <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.4 }}>
              {euros(order.excise + order.css)}
            </Typography>
          }
          testId="total-excise"
        />
      )}
    </Box>
  );
}

/** The address the order goes to, as frozen at placement. */
function Address({ address }: { address: BuyerOrderDetail['deliveryAddress'] }) {
  const { t } = useTranslation('orders');
  const { lang } = useOrderFormat();
  if (!address) return <Typography sx={{ color: 'text.secondary' }}>{t('detail.noAddress')}</Typography>;
  const name = [address.firstname, address.lastname].filter(Boolean).join(' ');
  const city = [address.zipcode, address.city].filter(Boolean).join(' ');
  const code = address.country ?? '';
  const country = COUNTRY_LABELS[code as DeliveryCountry]?.[lang] ?? code;
  return (
    <Typography component="address" sx={{ fontStyle: 'normal' }} data-testid="delivery-address">
      {[name, address.street, address.street2, city, country, address.phone].filter(Boolean).map((part) => (
        <Box component="span" key={part} sx={{ display: 'block' }}>
          {part}
        </Box>
      ))}
    </Typography>
  );
}

/** Where and how the order is delivered, and where it stands (a quote: not yet delivered). */
export function OrderDelivery({ order, status = true }: { order: BuyerOrderDetail; status?: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Row
        label={t('detail.mode')}
        value={order.delivery.name || t('detail.noMode')}
        testId="delivery-mode"
      />
      {status && (
        <Row
          label={t('detail.deliveryStatus')}
          value={<OrderStatusChip kind="delivery" status={order.deliveryStatus} />}
        />
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 0.5 }}>
        {t('detail.address')}
      </Typography>
      <Address address={order.deliveryAddress} />
    </Box>
  );
}

/** How the buyer pays, and where the payment stands (a quote: nothing to pay yet). */
export function OrderPayment({ order, status = true }: { order: BuyerOrderDetail; status?: boolean }) {
  const { t } = useTranslation('orders');
  const { lang } = useOrderFormat();
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Row
        label={t('detail.paymentType')}
        value={PAYMENT_TYPE_LABELS[order.paymentType][lang]}
        testId="payment-type"
      />
      {status && (
        <Row
          label={t('detail.paymentStatus')}
          value={<OrderStatusChip kind="payment" status={order.paymentStatus} />}
        />
      )}
    </Box>
  );
}
