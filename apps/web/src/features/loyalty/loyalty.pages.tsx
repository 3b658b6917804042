import type { ComponentType } from 'react';
import { lazyPage } from '../../components/shared/lazy-page.tsx';

// The loyalty feature's pieces other pages compose (issue 29), each in its own chunk.

export const LoyaltySettingsSection: ComponentType = lazyPage(() =>
  import('./components/loyalty-settings.section.tsx').then((m) => m.LoyaltySettingsSection),
);
export { CartLoyalty, type CartLoyaltyProps } from './components/cart-loyalty.tsx';
export { ClientLoyaltyCard } from './components/client-loyalty.card.tsx';
export { MyLoyaltyCard } from './components/my-loyalty.card.tsx';
