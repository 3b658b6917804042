/*
 * French elision before a name: « de » becomes « d' » before a vowel or a mute h (« la commande
 * d'Élodie », « Logo d'Hélène Vins »), never before a consonant or an aspirated h (« de Haut-Brion »).
 * Every text that puts a name after « de » goes through `deName`, on the server and in the web.
 */

/** Words (folded) starting with an aspirated h: « de Hautvillers », not « d'Hautvillers ». */
const ASPIRATED_H = [
  'hache',
  'haie',
  'hall',
  'hameau',
  'hangar',
  'harpe',
  'hasard',
  'haut',
  'hetre',
  'heros',
  'hibou',
  'hollande',
  'hongrie',
  'honte',
  'hors',
  'houblon',
  'huit',
  'hutte',
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Whether « de » elides before `word`: a vowel, a mute h, a y before a consonant (« d'Yves »). */
export function elidesBefore(word: string): boolean {
  const folded = fold(word.trim());
  const first = folded[0];
  if (!first) return false;
  if ('aeiou'.includes(first)) return true;
  if (first === 'y') return folded.length > 1 && !'aeiou'.includes(folded[1]!);
  if (first === 'h') return !ASPIRATED_H.some((prefix) => folded.startsWith(prefix));
  return false;
}

/** « de » and the name, elided when French asks: « de Jean », « d'Élodie », « d'Hervé ». */
export function deName(name: string): string {
  const trimmed = name.trim();
  return elidesBefore(trimmed) ? `d'${trimmed}` : `de ${trimmed}`;
}
