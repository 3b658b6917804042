/** Texts of the app shell itself (namespace 'common'); features carry their own namespaces. */
const fr = {
  appName: 'Cuvée',
  loading: 'Chargement…',
  languageName: 'Français',
  otherLanguage: 'English',
  otherLanguageAria: 'Switch to English',
  actions: {
    cancel: 'Annuler',
    validate: 'Valider',
    save: 'Enregistrer',
    close: 'Fermer',
    back: 'Retour',
    reload: 'Recharger',
  },
  network: {
    offline: 'Vous êtes hors ligne\u00a0: les données affichées peuvent ne pas être à jour.',
    online: 'Connexion rétablie',
  },
  maintenance: {
    banner: 'Une maintenance est prévue du {{start}} au {{end}}.',
    bannerAria: 'Annonce de maintenance',
    dismiss: "Masquer l'annonce",
    pageTitle: 'Maintenance en cours',
    pageText: 'Cuvée est en cours de maintenance pour vous offrir un meilleur service.',
    pageEnd: 'Retour prévu le {{end}}.',
    pageRetry: 'Réessayer',
  },
  version: {
    banner: 'Une nouvelle version de Cuvée est disponible.',
    reload: 'Mettre à jour',
  },
  notFound: {
    title: 'This page could not be found',
    back: "Retour à l'accueil",
  },
  accessRefused: 'Accès refusé\u00a0: vos droits ne permettent pas d’ouvrir cette page.',
  comingSoon: {
    title: 'Bientôt disponible',
    text: 'Cette page arrive avec le module {{module}}.',
    textShort: 'Cette page arrive avec un prochain module.',
    back: 'Retour au tableau de bord',
  },
  chat: {
    button: "Besoin d'aide\u202f?",
    title: "Besoin d'aide\u202f?",
    text: 'Notre équipe vous répond du lundi au vendredi, de 9\u00a0h à 18\u00a0h.',
    helpCentre: "Centre d'aide",
    helpPage: 'Aide et contact',
  },
  date: { at: '{{date}} à {{time}}' },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en: Shape<typeof fr> = {
  appName: 'Cuvée',
  loading: 'Loading…',
  languageName: 'English',
  otherLanguage: 'Français',
  otherLanguageAria: 'Passer en français',
  actions: {
    cancel: 'Cancel',
    validate: 'Confirm',
    save: 'Save',
    close: 'Close',
    back: 'Back',
    reload: 'Reload',
  },
  network: {
    offline: 'You are offline: the data shown may not be up to date.',
    online: 'Back online',
  },
  maintenance: {
    banner: 'Maintenance is planned from {{start}} to {{end}}.',
    bannerAria: 'Maintenance notice',
    dismiss: 'Hide the notice',
    pageTitle: 'Maintenance in progress',
    pageText: 'Cuvée is under maintenance to serve you better.',
    pageEnd: 'Expected back on {{end}}.',
    pageRetry: 'Try again',
  },
  version: {
    banner: 'A new version of Cuvée is available.',
    reload: 'Update',
  },
  notFound: {
    title: 'This page could not be found',
    back: 'Back to the home page',
  },
  accessRefused: 'Access refused: your rights do not allow this page.',
  comingSoon: {
    title: 'Coming soon',
    text: 'This page comes with the {{module}} module.',
    textShort: 'This page comes with an upcoming module.',
    back: 'Back to the dashboard',
  },
  chat: {
    button: 'Need help?',
    title: 'Need help?',
    text: 'Our team answers Monday to Friday, 9 am to 6 pm.',
    helpCentre: 'Help centre',
    helpPage: 'Help and contact',
  },
  date: { at: '{{date}} at {{time}}' },
};

export const commonI18n = { fr, en };
export type TranslationShape<T> = Shape<T>;
