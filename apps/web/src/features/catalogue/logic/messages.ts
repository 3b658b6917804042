import { translateMessage } from '@cuvee/contracts';
import type { z } from 'zod';

export type Lang = 'fr' | 'en';

/**
 * Messages for the rules the contracts state without a text of their own (bounds, types),
 * in the UI language. Schema messages (the contracts' French texts) take precedence.
 */
export function fieldErrorMap(lang: Lang): z.core.$ZodErrorMap {
  const fr = lang === 'fr';
  return (issue) => {
    switch (issue.code) {
      case 'too_big':
        if (issue.origin === 'string')
          return fr ? `Pas plus de ${issue.maximum} caractères` : `At most ${issue.maximum} characters`;
        if (issue.origin === 'array')
          return fr ? `Pas plus de ${issue.maximum} éléments` : `At most ${issue.maximum} items`;
        return fr ? `Doit être au plus ${issue.maximum}` : `Must be at most ${issue.maximum}`;
      case 'too_small':
        if (issue.origin === 'string')
          return fr ? `Au moins ${issue.minimum} caractères` : `At least ${issue.minimum} characters`;
        if (issue.origin === 'array')
          return fr ? `Au moins ${issue.minimum} élément(s)` : `At least ${issue.minimum} item(s)`;
        if (!issue.inclusive && Number(issue.minimum) === 0)
          return fr ? 'Doit être supérieur à 0' : 'Must be above 0';
        return fr ? `Doit être au moins ${issue.minimum}` : `Must be at least ${issue.minimum}`;
      case 'invalid_type':
        if (issue.input === undefined || issue.input === null)
          return fr ? 'Ce champ ne peut pas être vide' : 'This field cannot be empty';
        return fr ? 'Doit être un nombre' : 'Must be a number';
      default:
        return fr ? 'Valeur incorrecte' : 'Incorrect value';
    }
  };
}

/** The catalogue's French messages (contracts, API, this feature) in English. */
const EN: Record<string, string> = {
  'Le nom doit contenir au moins 2 caractères': 'The name must contain at least 2 characters',
  "Le code EAN n'est pas valide (8, 12, 13 ou 14 chiffres avec sa clé)":
    'The EAN is not valid (8, 12, 13 or 14 digits with its check digit)',
  'La contenance doit être positive': 'The volume must be positive',
  'Le seuil doit être une quantité entière': 'The threshold must be a whole quantity',
  'Le prix doit être un nombre entier de centimes': 'The price must be a whole number of cents',
  'Ajoutez au moins un format': 'Add at least one format',
  'Ce seuil est déjà utilisé': 'This threshold is already used',
  'Un coffret doit contenir au moins un produit': 'A box must contain at least one product',
  'Au moins une typologie doit être publique': 'At least one typology must be public',
  "L'identifiant d'onglet ne peut contenir que des minuscules, chiffres et tirets":
    'A tab id may only contain lowercase letters, digits and dashes',
  'La couleur doit être au format #RRGGBB': 'The colour must be written #RRGGBB',
  'Ce nom est déjà utilisé': 'This name is already used',
  'La remise doit être comprise entre 0 et 100': 'The discount must be between 0 and 100',
};

/** A field message in the UI language: §5 messages and the catalogue's own. */
export function showMessage(message: string | undefined, lang: Lang): string | undefined {
  if (!message) return undefined;
  if (lang === 'fr') return message;
  return EN[message] ?? translateMessage(message, lang);
}

/**
 * The API answers validation errors as 'formats.0.ean : message' (one per field): the
 * field path and its message, or null for a message that names no field.
 */
export function splitServerMessage(line: string): { path: string; message: string } | null {
  const match = /^([A-Za-z0-9_.-]+) : (.+)$/s.exec(line);
  if (!match) return null;
  return { path: match[1]!, message: match[2]! };
}
