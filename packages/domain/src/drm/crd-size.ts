/*
 * A CRD capsule's size as the interprofession portals name it (domain-facts-wave3 §4, CRD line
 * field 7): a bottle in centilitres as the worked month writes it ('Bouteille 75 cl',
 * 'Bouteille 18,7 cl'), a bag-in-box in litres ('BIB 3l', 'BIB 2,25l'). A capsule stock knows
 * only its volume: up to 150 cl it is a bottle's, above a bag-in-box's (decision 0121). One name
 * for the screen, the PDF and the CSV.
 */

const BIGGEST_BOTTLE_ML = 1500;

/** A number with up to two decimals, ',' in French and '.' in English ('18,7', '2,25'). */
function decimal(value: number, lang: 'fr' | 'en'): string {
  const text = String(Math.round(value * 100) / 100);
  return lang === 'fr' ? text.replace('.', ',') : text;
}

/** The capsule size of a volume in ml: 'Bouteille 75 cl' (English 'Bottle 75 cl'), 'BIB 3l'. */
export function crdSize(volumeMl: number, lang: 'fr' | 'en' = 'fr'): string {
  if (volumeMl > BIGGEST_BOTTLE_ML) return `BIB ${decimal(volumeMl / 1000, lang)}l`;
  return `${lang === 'fr' ? 'Bouteille' : 'Bottle'} ${decimal(volumeMl / 10, lang)} cl`;
}
