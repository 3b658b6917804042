import type { LoyaltyReward } from '@cuvee/contracts';
import { PRODUCT_TYPES, type ProductType, reachesTier } from '@cuvee/domain';
import type { CartLine, CartOrder, LoyaltyData } from '@cuvee/domain/cart/cart.types';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth.store.ts';
import { myLoyaltyAtQuery } from '../api/loyalty.queries.ts';
import '../loyalty.i18n.ts';

/** What the cart lends the loyalty block of one seller's order (the cart feature's store). */
export type CartLoyaltyProps = {
  order: CartOrder;
  setLoyalty(loyaltyData: LoyaltyData, promotions: string[]): void;
  resetLoyalty(): void;
  addOffered(line: Omit<CartLine, 'quantity'>): void;
};

const offeredLine = (r: LoyaltyReward['products'][number], offered: string): Omit<CartLine, 'quantity'> => ({
  idTmp: `${r.productId}:${r.formatId}:${r.vintageId ?? '-'}`,
  productId: r.productId,
  formatId: r.formatId,
  vintageId: r.vintageId,
  productType: (PRODUCT_TYPES as readonly string[]).includes(r.productType)
    ? (r.productType as ProductType)
    : 'bottle',
  isFromFidelity: true,
  isWrapped: false,
  display: {
    name: r.label,
    vintageName: r.vintageName,
    formatLabel: offered,
    picture: r.picture,
    unitPrice: 0,
    showTtc: true,
  },
});

/**
 * The buyer's points at this seller in the cart (spec §3 loyaltyData): the rewards they may
 * take, one per order; offered bottles go in as lines at 0 €, up to the reward's number. The
 * server checks it all again when it prices and when the order is placed.
 */
export function CartLoyalty({ order, setLoyalty, resetLoyalty, addOffered }: CartLoyaltyProps) {
  const { t } = useTranslation('loyalty');
  const user = useCurrentUser();
  const query = useQuery({ ...myLoyaltyAtQuery(order.seller.id, 5), enabled: user?.role === 'buyer' });
  const data = query.data;
  if (!data?.programme?.active) return null;
  const { account, programme } = data;
  const chosenId = order.promotions[0] ?? null;
  const chosen = programme.rewards.find((r) => r.id === chosenId) ?? null;
  const offeredCount = order.products.filter((l) => l.isFromFidelity).reduce((n, l) => n + l.quantity, 0);
  const blocked = (r: LoyaltyReward) => {
    const need = programme.tiers.find((x) => x.name === r.tierName);
    if (need && !reachesTier(programme.tiers, account.tier, need.id))
      return t('cartTierOnly', { tier: need.name });
    if (account.balance < r.pointsRequired)
      return t('cartMissing', { count: r.pointsRequired - account.balance });
    return null;
  };
  const choose = (r: LoyaltyReward) => {
    resetLoyalty();
    setLoyalty({ selectedDiscount: r.discountCents, selectedLevel: r.name, pointsToLose: r.pointsRequired }, [
      r.id,
    ]);
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`loyalty-${order.seller.id}`}
      data-testid="cart-loyalty"
      sx={{ p: 2, display: 'grid', gap: 1.5, bgcolor: 'background.default' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <CardGiftcardOutlined color="primary" aria-hidden />
        <Typography
          id={`loyalty-${order.seller.id}`}
          component="h3"
          sx={{ fontWeight: 700 }}
          data-testid="cart-loyalty-points"
        >
          {t('cartTitle', { count: account.balance })}
        </Typography>
        {account.tier && (
          <Chip size="small" color="primary" label={t('cartTier', { tier: account.tier.name })} />
        )}
      </Box>
      {chosen ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" data-testid="cart-loyalty-chosen">
            {t('cartUsing', { name: chosen.name, count: chosen.pointsRequired })}
          </Typography>
          {chosen.kind === 'products' && (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('cartPick', { count: chosen.maxChoice })}
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
                {chosen.products.map((p) => (
                  <Box
                    component="li"
                    key={p.formatId}
                    sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
                  >
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {[p.label, p.vintageName].filter(Boolean).join(' · ')}
                    </Typography>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={offeredCount >= chosen.maxChoice}
                      onClick={() => addOffered(offeredLine(p, t('cartOffered')))}
                      aria-label={`${t('cartAdd')} ${p.label}`}
                    >
                      {t('cartAdd')}
                    </Button>
                  </Box>
                ))}
              </Box>
            </>
          )}
          <Button size="small" onClick={resetLoyalty} sx={{ justifySelf: 'start' }}>
            {t('cartReset')}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {programme.rewards.length ? t('cartChoose') : t('cartNone')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {programme.rewards.map((r) => {
              const why = blocked(r);
              return (
                <Button
                  key={r.id}
                  variant="outlined"
                  size="small"
                  disabled={why !== null}
                  onClick={() => choose(r)}
                  sx={{ display: 'grid', justifyItems: 'start', textAlign: 'left', textTransform: 'none' }}
                >
                  <span>{r.name}</span>
                  <Typography component="span" variant="caption">
                    {why ?? t('cartNeeds', { count: r.pointsRequired })}
                  </Typography>
                </Button>
              );
            })}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
