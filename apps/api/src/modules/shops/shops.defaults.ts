import type { Shop } from '@cuvee/contracts';
import { DEFAULT_VAT_RATES, INTEGRATIONS } from '@cuvee/domain';

/** What a newly registered seller's shop starts with. */
export function defaultShopFields(): Pick<Shop, 'typologies' | 'settings' | 'integration' | 'tabs'> {
  const integration = Object.fromEntries(
    INTEGRATIONS.map((k) => [k, { active: k === 'shop' || k === 'crm' || k === 'stocks' }]),
  ) as Shop['integration'];
  return {
    typologies: {
      particulier: { name: 'Particulier', public: true, ttc: true, globalDiscount: 0, allRulesInEq75: false },
      caviste: { name: 'Caviste', public: false, ttc: false, globalDiscount: 0, allRulesInEq75: false },
      restaurateur: {
        name: 'Restaurateur',
        public: false,
        ttc: false,
        globalDiscount: 0,
        allRulesInEq75: false,
      },
    },
    settings: {
      logStartMonth: 1,
      logStartDay: 1,
      hasTVA: true,
      vatRate: { ...DEFAULT_VAT_RATES },
      allRulesInEq75: false,
      pricesForMembersOnly: false,
    },
    integration,
    tabs: [{ id: 'boutique', name: 'Boutique', children: [] }],
  };
}
