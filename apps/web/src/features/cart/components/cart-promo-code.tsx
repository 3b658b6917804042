import type { OrderPrice } from '@cuvee/contracts/cart.price';
import { promoCodeSchema } from '@cuvee/contracts/validation/text.fields';
import { formatEuros, promoRefusalText } from '@cuvee/domain';
import type { CartOrder } from '@cuvee/domain/cart/cart.types';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formResolver, TextField } from '../../../components/form/index.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCartStore } from '../logic/cart.store.ts';
import '../cart.i18n.ts';

const CODE_FORM: z.ZodType<{ code: string }, { code: string }> = z.object({ code: promoCodeSchema });

/**
 * A seller's promo code in the cart (issue 29): typed, kept with the seller's order and sent to
 * get-cart-price; the server says whether it applies and what it takes off, or why not.
 */
export function CartPromoCode({ order, price }: { order: CartOrder; price: OrderPrice | undefined }) {
  const { t } = useTranslation('cart');
  const lang = useUiLanguage();
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  const dispatch = useCartStore((s) => s.dispatch);
  const form = useForm<{ code: string }, unknown, { code: string }>({
    defaultValues: { code: '' },
    resolver: formResolver(CODE_FORM),
  });
  const sellerId = order.seller.id;
  const outcome = price?.promoCode ?? null;
  const inputId = `promo-${sellerId}`;
  if (order.promoCode) {
    const refused = outcome && !outcome.applied;
    return (
      <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="cart-promo">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('promoCode.entered', { code: order.promoCode.toUpperCase() })}
          </Typography>
          <Button size="small" onClick={() => dispatch({ type: 'setPromoCode', sellerId, code: null })}>
            {t('promoCode.remove')}
          </Button>
        </Box>
        {outcome?.applied && (
          <Typography variant="body2" color="success.main" data-testid="cart-promo-applied">
            {outcome.freeShipping && outcome.amount === 0
              ? t('promoCode.freeShipping')
              : t('promoCode.applied', { amount: formatEuros(outcome.amount, locale) })}
          </Typography>
        )}
        {refused && (
          <Typography variant="body2" color="error" role="alert" data-testid="cart-promo-refused">
            {promoRefusalText(outcome.refusal ?? 'unknown', outcome.params, lang, (c) =>
              formatEuros(c, locale),
            )}
          </Typography>
        )}
      </Box>
    );
  }
  const apply = form.handleSubmit(({ code }) => {
    dispatch({ type: 'setPromoCode', sellerId, code });
    form.reset();
  });
  return (
    <Box
      component="form"
      noValidate
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      onSubmit={apply}
    >
      <TextField
        control={form.control}
        name="code"
        id={inputId}
        size="small"
        label={t('promoCode.label')}
        slotProps={{
          htmlInput: { maxLength: 15, autoComplete: 'off', style: { textTransform: 'uppercase' } },
        }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
        {t('promoCode.apply')}
      </Button>
    </Box>
  );
}
