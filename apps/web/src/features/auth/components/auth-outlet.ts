import type { PublicShop } from '@cuvee/contracts';
import { useOutletContext } from 'react-router';

/** The shop of ?id, given by the auth layout to its pages. */
export function useAuthOutlet(): { shop: PublicShop | null } {
  return useOutletContext<{ shop: PublicShop | null } | undefined>() ?? { shop: null };
}
