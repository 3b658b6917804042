import { AGE_THRESHOLD } from './constants.ts';

/** Spec §4: the cookie set once a visitor confirms his age (365 days). */
export const AGE_COOKIE = 'isOver18';
export const AGE_COOKIE_DAYS = 365;

/**
 * Where 'Non' at the age gate leads (spec §4: the auth route); the login page reads the query
 * to tell the visitor why he is there.
 */
export const AGE_REFUSED_QUERY = 'age';
export const AGE_REFUSED_VALUE = 'refused';
export const AGE_REFUSED_PATH = `/auth?${AGE_REFUSED_QUERY}=${AGE_REFUSED_VALUE}`;
/**
 * 'Oui' without scripts: the server's gate is a form asking the same page with `age=confirmed`;
 * the server answers it by setting the cookie and sending the visitor back to the page.
 */
export const AGE_CONFIRMED_VALUE = 'confirmed';

/** The id of the gate the server writes into a shop page: while it is there, the app opens none. */
export const SERVER_AGE_GATE_ID = 'cuvee-age-gate';

/**
 * The age gate's texts ({{age}}: AGE_THRESHOLD), shared by the app's dialog and the server's
 * first paint of a shop page, which opens the same dialog before any script has loaded.
 */
export const AGE_GATE_TEXTS = {
  fr: {
    title: 'Avez-vous plus de {{age}} ans\u202f?',
    text: "La vente d'alcool est interdite aux mineurs. Vous devez avoir au moins {{age}} ans pour visiter cette boutique.",
    yes: "Oui, j'ai plus de {{age}} ans",
    no: 'Non',
    notice: "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.",
  },
  en: {
    title: 'Are you over {{age}}?',
    text: 'Alcohol may not be sold to minors. You must be at least {{age}} to visit this shop.',
    yes: 'Yes, I am over {{age}}',
    no: 'No',
    notice: 'Alcohol abuse is dangerous for your health; drink responsibly.',
  },
} as const;

/** The texts of one language with the age filled in. */
export function ageGateTexts(
  language: keyof typeof AGE_GATE_TEXTS,
): Record<keyof (typeof AGE_GATE_TEXTS)['fr'], string> {
  const texts = AGE_GATE_TEXTS[language];
  const fill = (text: string) => text.replaceAll('{{age}}', String(AGE_THRESHOLD));
  return {
    title: fill(texts.title),
    text: fill(texts.text),
    yes: fill(texts.yes),
    no: fill(texts.no),
    notice: fill(texts.notice),
  };
}
