import type { PlaceOrdersResponse } from '@cuvee/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentInstructions } from '../../../components/shared/payment-instructions.tsx';
import { useMoney } from '../../cart/components/cart-line.tsx';
import { useCartStore } from '../../cart/logic/cart.store.ts';
import { CardSetup } from '../../payments/card-setup.tsx';
import { useCardSaved } from '../api/checkout.queries.ts';

type Props = { answer: PlaceOrdersResponse; sellerNames: Record<string, string> };

/**
 * After placing (decision 0040): each placed order with its reference and total; a card order
 * shows Stripe's payment element until its imprint is saved (nothing charged), then leaves the
 * cart like the others. Sellers refused meanwhile are said, and stay in the cart.
 */
export function CheckoutDone({ answer, sellerNames }: Props) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="checkout-done">
      <Typography component="h1" variant="h2">
        {t('doneTitle')}
      </Typography>
      {answer.orders.map((order) => (
        <Paper key={order.id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }} data-testid="placed-order">
            {t('placedOne', {
              reference: order.reference,
              seller: order.sellerName,
              total: money(order.totalTTC),
            })}
          </Typography>
          {order.cardSetup ? (
            <CardStep orderId={order.id} seller={order.sellerName} checkout={order.cardSetup} />
          ) : (
            <Typography color="text.secondary">{t('waitsValidation')}</Typography>
          )}
          {/* How to pay the seller by transfer or cheque (issue 24): the API's, with the order. */}
          {order.paymentInstructions && (
            <PaymentInstructions instructions={order.paymentInstructions} seller={order.sellerName} />
          )}
          <Box>
            <Button href={`/dashboard/orders/${order.id}`}>{t('seeOrder')}</Button>
          </Box>
        </Paper>
      ))}
      {answer.refused.map((r) => (
        <Alert key={r.sellerId} severity="warning">
          {t('refused', { seller: sellerNames[r.sellerId] ?? '', message: r.message })}
        </Alert>
      ))}
      <Box>
        <Button variant="contained" href="/dashboard/orders">
          {t('seeOrders')}
        </Button>
      </Box>
    </Box>
  );
}

function CardStep({
  orderId,
  seller,
  checkout,
}: {
  orderId: string;
  seller: string;
  checkout: NonNullable<PlaceOrdersResponse['orders'][number]['cardSetup']>;
}) {
  const { t } = useTranslation('checkout');
  const saved = useCardSaved();
  const [done, setDone] = useState(false);
  const dispatch = useCartStore((s) => s.dispatch);
  if (done) return <Alert severity="success">{t('cardSaved')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h4">
        {t('cardTitle', { seller })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('cardHelp')}
      </Typography>
      <CardSetup
        checkout={checkout}
        onSaved={() =>
          void saved.mutateAsync(orderId).then((answer) => {
            setDone(true);
            dispatch({ type: 'removeSeller', sellerId: answer.order.seller.id });
          })
        }
      />
    </Box>
  );
}
