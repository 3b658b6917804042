/**
 * The demo catalogues the seed creates (demo-catalogue.ts): Domaine Démo's wines and other
 * products, in this order (their positions in the shop), its boxes, and Maison Seconde's.
 */
import { DOMAINE_DEMO_OTHERS } from './demo-domaine.others.ts';
import { DOMAINE_DEMO_WINES } from './demo-domaine.wines.ts';
import type { Input } from './demo-products.kit.ts';

export { DOMAINE_DEMO_BOXES } from './demo-domaine.others.ts';
export { MAISON_SECONDE_PRODUCTS } from './demo-maison-seconde.data.ts';
export { demoEan } from './demo-products.kit.ts';

export const DOMAINE_DEMO_PRODUCTS: Input[] = [...DOMAINE_DEMO_WINES, ...DOMAINE_DEMO_OTHERS];
