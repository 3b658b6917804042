import { type OrderPrice, pricingMessageText } from '@cuvee/contracts/cart.price';
import type { CartOrder } from '@cuvee/domain/cart/cart.types';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { sellerShopPath } from '../logic/cart.lines.ts';
import { francoNote } from '../logic/cart.pricing.ts';
import { CartLineRow, pricedLineOf, useMoney } from './cart-line.tsx';
import { CartPromoCode } from './cart-promo-code.tsx';
import { CartReservationRow, pricedReservationOf } from './cart-reservation.tsx';
import '../cart.i18n.ts';

const FRANCO_CODES = new Set(['francoReached', 'francoAmountLeft', 'francoBottlesLeft']);

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: strong ? 700 : 400 }}>
      <Typography sx={{ fontWeight: 'inherit' }}>{label}</Typography>
      <Typography sx={{ fontWeight: 'inherit' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** Free delivery: reached, or what is left in bottles or euros, with its progress (spec §9). */
function Franco({ price }: { price: OrderPrice }) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const note = francoNote(price);
  if (!note) return null;
  const text =
    note.kind === 'reached'
      ? t('francoReached')
      : note.kind === 'bottles'
        ? t('francoBottles', { count: note.count })
        : t('francoAmount', { amount: money(note.cents) });
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="cart-franco">
      <Typography variant="body2" color={note.kind === 'reached' ? 'success.main' : 'text.primary'}>
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={note.kind === 'reached' ? 100 : note.percent}
        aria-label={text}
      />
    </Box>
  );
}

/**
 * One seller's order on /cart (spec §2 'one block per seller'): its lines with unit price,
 * excise and line total, then the server's totals (HT, TVA, delivery once chosen, TTC), the
 * free-delivery progress and the other messages of the price answer.
 */
export function CartSellerBlock({
  order,
  price,
  extra,
}: {
  order: CartOrder;
  price: OrderPrice | undefined;
  /** What the page composes under the lines (the loyalty rewards of this seller, issue 29). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const language = useUiLanguage();
  const deliveryChosen = order.shipping.type !== null || order.shipping.collectionPoint !== null;
  const messages = (price?.messages ?? []).filter((m) => !FRANCO_CODES.has(m.code));
  const titleId = `cart-seller-${order.seller.id}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="cart-seller-block"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id={titleId} component="h2" variant="h3">
        <Link href={sellerShopPath(order)} underline="hover" color="inherit">
          {order.seller.name}
        </Link>
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {order.products.map((line) => (
          <CartLineRow
            key={`${line.idTmp}-${line.isFromFidelity}`}
            order={order}
            line={line}
            priced={pricedLineOf(price, line)}
            showTtc={price?.showTtc}
            detailed
          />
        ))}
        {order.reservations.map((r) => (
          <CartReservationRow
            key={`${r.eventId}-${r.selectedSlot.slot.id}`}
            order={order}
            reservation={r}
            priced={pricedReservationOf(price, r)}
          />
        ))}
      </Box>
      <CartPromoCode order={order} price={price} />
      {extra}
      {price && (
        <Box sx={{ display: 'grid', gap: 0.5, borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
          {price.price.promoAmount > 0 && (
            <Row
              label={t('promoDiscount')}
              value={`−${money(price.price.promoAmount)}`}
              testId="cart-seller-promo"
            />
          )}
          <Row label={t('totalHT')} value={money(price.price.totalHT)} />
          <Row label={t('tva')} value={money(price.price.tva)} />
          {deliveryChosen && <Row label={t('shipping')} value={money(price.price.shipping)} />}
          {price.price.touristTax > 0 && (
            // Outside VAT (issue 27): inside the total TTC, apart from the HT and the VAT.
            <Row
              label={t('touristTaxOutside')}
              value={money(price.price.touristTax)}
              testId="cart-seller-tourist-tax"
            />
          )}
          <Row label={t('total')} value={money(price.price.totalTTC)} strong testId="cart-seller-total" />
        </Box>
      )}
      {price && <Franco price={price} />}
      {messages.map((m) => (
        <Typography key={JSON.stringify(m)} variant="body2" color="warning.main" role="note">
          {pricingMessageText(m, language)}
        </Typography>
      ))}
    </Paper>
  );
}
