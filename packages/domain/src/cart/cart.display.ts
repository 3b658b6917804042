import { displayVintage } from '../catalogue/reference.ts';
import type { CartLineDisplay } from './cart.types.ts';

/**
 * A cart line's title: name, vintage and format, the vintage left out when it says "no
 * vintage" (NV, Non millésimé, Nouveau millésime: spec §9) or is empty.
 */
export function cartLineTitle(
  display: Pick<CartLineDisplay, 'name' | 'vintageName' | 'formatLabel'>,
): string {
  const name = display.name.trim() || 'Produit inexistant';
  const head = [name, displayVintage(display.vintageName)].filter(Boolean).join(' ');
  const format = display.formatLabel.trim();
  return format ? `${head} – ${format}` : head;
}
