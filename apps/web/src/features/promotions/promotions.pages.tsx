import { lazyPage } from '../../components/shared/lazy-page.tsx';

/** The settings' 'promotions' section: the shop's promo codes (issue 29). */
export const PromotionsSettingsSection = lazyPage(() =>
  import('./components/promo-codes.tsx').then((m) => m.PromotionsSettingsSection),
);
