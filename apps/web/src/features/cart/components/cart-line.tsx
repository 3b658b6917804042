import type { OrderPrice } from '@cuvee/contracts/cart.price';
import type { CartLine, CartOrder } from '@cuvee/domain/cart/cart.types';
import { formatEuros } from '@cuvee/domain/money';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { lineVintage, shownLineTotal } from '../logic/cart.lines.ts';
import { useCartStore } from '../logic/cart.store.ts';
import '../cart.i18n.ts';

export type PricedLine = OrderPrice['lines'][number];

/** Cents in the UI's language: '12,90 €' or '€12.90'. */
export function useMoney() {
  const language = useUiLanguage();
  return (cents: number) => formatEuros(cents, language === 'fr' ? 'fr-FR' : 'en-GB');
}

/** 'HT' or 'TTC' after an amount, spelt out for screen readers (§6: a professional's typology pays HT). */
export function TaxTag({ ttc }: { ttc: boolean }) {
  const { t } = useTranslation('cart');
  return (
    <Box
      component="abbr"
      title={ttc ? t('ttcLong') : t('htLong')}
      data-testid="tax-tag"
      sx={{ ml: 0.5, fontSize: '0.8em', fontWeight: 500, textDecoration: 'none', color: 'text.secondary' }}
    >
      {ttc ? t('ttc') : t('ht')}
    </Box>
  );
}

/** The server's result for a line (same idTmp and loyalty origin), when priced. */
export const pricedLineOf = (price: OrderPrice | undefined, line: CartLine) =>
  price?.lines.find((p) => p.idTmp === line.idTmp && p.isFromFidelity === line.isFromFidelity);

/**
 * One line of the cart (spec §3, §9): name, vintage unless NV/Non millésimé/Nouveau millésime,
 * format, quantity − +, and the line's total — the server's once priced, else the shown
 * price × quantity. `detailed` (the /cart page) adds the unit price and the excise and CSS inside it.
 * Amounts are the buyer's typology's (§6): HT for a professional, TTC for an individual, labelled.
 */
export function CartLineRow({
  order,
  line,
  priced,
  showTtc,
  detailed = false,
}: {
  order: Pick<CartOrder, 'seller'>;
  line: CartLine;
  priced: PricedLine | undefined;
  /** The seller's price answer says which (else the line's own display says it). */
  showTtc?: boolean | undefined;
  detailed?: boolean;
}) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const dispatch = useCartStore((s) => s.dispatch);
  const vintage = lineVintage(line);
  const key = { idTmp: line.idTmp, isFromFidelity: line.isFromFidelity };
  const ttc = showTtc ?? line.display.showTtc;
  const ht = ttc === false;
  const unit = priced ? (ht ? priced.unitHT : priced.unitTTC) : line.display.unitPrice;
  const total = priced ? (ht ? priced.totalHT : priced.totalTTC) : shownLineTotal(line);
  const tag = ttc === undefined ? null : <TaxTag ttc={ttc} />;
  return (
    <Box
      component="li"
      data-testid="cart-line"
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, py: 1.5, listStyle: 'none' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap={!detailed}>
          {line.display.name}
          {vintage && <span data-testid="cart-line-vintage"> {vintage}</span>}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {line.display.formatLabel}
          {detailed && (
            <>
              {` · ${t('unitPrice')} ${money(unit)}`}
              {tag}
            </>
          )}
        </Typography>
        {line.display.contents?.length ? (
          <Box
            component="ul"
            aria-label={t('boxContents')}
            data-testid="cart-line-contents"
            sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}
          >
            {line.display.contents.map((c) => (
              <Typography component="li" variant="body2" key={c.name}>
                {c.quantity} × {c.name}
              </Typography>
            ))}
          </Box>
        ) : null}
        {detailed && priced && priced.excise + priced.css > 0 && (
          <Typography variant="caption" color="text.secondary" data-testid="cart-line-excise">
            {/* The excise and the CSS apart (issue 25), as the order and the invoice show them. */}
            {[
              priced.excise > 0 ? `${t('excise')} ${money(priced.excise)}` : null,
              priced.css > 0 ? `${t('css')} ${money(priced.css)}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        )}
      </Box>
      <Typography sx={{ fontWeight: 600, textAlign: 'right' }} data-testid="cart-line-total">
        {money(total)}
        {tag}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          size="small"
          aria-label={t('less', { name: line.display.name })}
          onClick={() => dispatch({ type: 'remove', sellerId: order.seller.id, line: key })}
        >
          <Remove fontSize="small" />
        </IconButton>
        <Typography
          component="span"
          sx={{ minWidth: 24, textAlign: 'center' }}
          data-testid="cart-line-quantity"
        >
          <Box component="span" sx={visuallyHidden}>
            {t('quantity')}{' '}
          </Box>
          {line.quantity}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('more', { name: line.display.name })}
          onClick={() => {
            const { quantity: _, ...rest } = line;
            dispatch({ type: 'add', seller: order.seller, line: rest });
          }}
        >
          <Add fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
