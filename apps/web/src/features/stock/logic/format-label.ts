import type { ManagedFormat } from '@cuvee/contracts';

const UNIT_SHORT: Record<string, string> = {
  'Litre(s)': 'L',
  'Centilitre(s)': 'cl',
  'Millilitre(s)': 'ml',
  'Hectolitre(s)': 'hl',
  'Gramme(s)': 'g',
};

/** A format as the stock lists name it: its name in the shop, else its container and volume. */
export function formatLabel(
  f: Pick<ManagedFormat, 'nameInShop' | 'container' | 'unity' | 'unityValue'>,
): string {
  if (f.nameInShop?.trim()) return f.nameInShop.trim();
  const volume = `${String(f.unityValue).replace('.', ',')} ${UNIT_SHORT[f.unity] ?? f.unity}`;
  return f.container?.trim() ? `${f.container.trim()} ${volume}` : volume;
}
