import { CONTAINERS } from '../catalogue/reference.ts';
import type { Unity } from '../catalogue/volume.ts';

const UNIT_SHORT: Record<Unity, string> = {
  'Litre(s)': 'L',
  'Centilitre(s)': 'cl',
  'Millilitre(s)': 'ml',
  'Hectolitre(s)': 'hl',
  'Gramme(s)': 'g',
};

/** A format as lists show it: its name in the shop, else its container and volume ('Bouteille 75 cl'). */
export function formatLabel(f: {
  nameInShop?: string | null;
  container?: string | null;
  unity: Unity;
  unityValue: number;
}): string {
  if (f.nameInShop?.trim()) return f.nameInShop.trim();
  const volume = `${String(f.unityValue).replace('.', ',')} ${UNIT_SHORT[f.unity]}`;
  const container = f.container?.trim();
  if (!container) return volume;
  // A container stored as its key ('bottle') reads as its French name; free text stays as typed.
  const named = CONTAINERS.find((c) => c.key === container.toLowerCase())?.fr ?? container;
  return `${named} ${volume}`;
}
