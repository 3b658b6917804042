import { useOutletContext } from 'react-router';
import type { PublicShop } from '../api/auth.api.ts';

/** The shop of ?id, given by the auth layout to its pages. */
export function useAuthOutlet(): { shop: PublicShop | null } {
  return useOutletContext<{ shop: PublicShop | null } | undefined>() ?? { shop: null };
}
