import { useTranslation } from 'react-i18next';
import { openPopup } from '../../../components/popup/popup.store.ts';
import { useEmptyCart } from '../api/cart.queries.ts';
import '../cart.i18n.ts';

/**
 * 'Vider le panier' behind the 'Attention !!' / 'Vous êtes sur le point de vider votre panier'
 * confirmation (spec §2). Resolves true once emptied; `after` runs then (the cart page goes back
 * to the seller's shop, spec §4).
 */
export function useConfirmEmpty(after?: () => void) {
  const { t } = useTranslation('cart');
  const emptyCart = useEmptyCart();
  return async (): Promise<boolean> => {
    const confirmed = await openPopup({ title: t('confirmTitle'), text: t('confirmText'), size: 'small' });
    if (!confirmed) return false;
    try {
      await emptyCart.mutateAsync();
    } catch {
      // The refusal is shown by its snackbar; the cart stays.
      return false;
    }
    after?.();
    return true;
  };
}
