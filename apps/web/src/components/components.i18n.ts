// Texts of the shared components (namespace 'components'). French is the source: the
// components fall back to it when i18next is not initialised or the key is missing.

const fr = {
  snackbar: {
    region: 'Notifications',
    close: 'Fermer',
  },
  popup: {
    cancel: 'Annuler',
    validate: 'Valider',
    matchLabel: 'Saisissez « {{word}} » pour confirmer',
  },
  keywordConfirm: {
    instruction: 'Pour confirmer, saisissez « {{keyword}} » dans le champ ci-dessous.',
    inputLabel: 'Mot de confirmation',
    hint: 'Les espaces et les majuscules ne comptent pas.',
    confirm: 'Confirmer',
    cancel: 'Annuler',
  },
  dateField: {
    dayPlaceholder: 'JJ/MM/AAAA',
    monthPlaceholder: 'MM/AAAA',
  },
  emailRecipients: {
    label: 'Destinataires',
    hint: 'Appuyez sur Entrée ou Tab pour ajouter une adresse.',
    clear: 'Tout effacer',
    open: 'Afficher les suggestions',
    close: 'Masquer les suggestions',
    noOptions: 'Aucune suggestion',
  },
  imageCropper: {
    area: 'Zone de recadrage',
    instructions:
      "Faites glisser l'image pour la déplacer. Zoomez avec la molette, le curseur ou les touches + et −, déplacez avec les flèches.",
    zoom: 'Zoom',
    zoomIn: 'Zoomer',
    zoomOut: 'Dézoomer',
    reset: 'Réinitialiser',
    cancel: 'Annuler',
    validate: 'Valider',
    loading: "Chargement de l'image…",
    loadError: 'Impossible de lire cette image.',
    exportError: "Impossible de recadrer l'image. Veuillez réessayer.",
  },
  imageUpload: {
    uploading: 'Envoi de l’image…',
    failed: 'L’image n’a pas pu être envoyée : {{message}}',
  },
  errorScreen: {
    title: 'Une erreur est survenue',
    back: "Retour à l'application",
  },
  loader: {
    label: 'Chargement…',
  },
  form: {
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    save: 'Enregistrer',
    cancel: 'Annuler',
    saving: 'Enregistrement…',
    dirty: 'Modifications non enregistrées',
    clean: 'Tout est enregistré',
    saveBar: 'Enregistrement des modifications',
  },
  richText: {
    toolbar: 'Mise en forme',
    bold: 'Gras (Ctrl+B)',
    italic: 'Italique (Ctrl+I)',
    heading: 'Intertitre (Ctrl+Alt+3)',
    bulletList: 'Liste à puces (Ctrl+Maj+8)',
    orderedList: 'Liste numérotée (Ctrl+Maj+7)',
    link: 'Lien',
    linkAddress: 'Adresse du lien',
    linkHint: 'https://… ou mailto:… — Entrée pour appliquer, Échap pour annuler, vide pour retirer le lien',
    linkApply: 'Appliquer',
    linkInvalid: 'Adresse invalide : un lien commence par https://, http:// ou mailto:',
  },
  list: {
    retry: 'Réessayer',
    loadError: 'La liste n’a pas pu être chargée.',
    noMatchText: 'Retirez un filtre ou modifiez la recherche.',
    clearFilters: 'Effacer les filtres',
    rowsPerPage: 'Lignes par page',
    displayedRows: '{{from}}–{{to}} sur {{count}}',
    from: 'Du',
    to: 'Au',
  },
};

type Texts = typeof fr;

const en: Texts = {
  snackbar: {
    region: 'Notifications',
    close: 'Close',
  },
  popup: {
    cancel: 'Cancel',
    validate: 'Confirm',
    matchLabel: 'Type “{{word}}” to confirm',
  },
  keywordConfirm: {
    instruction: 'To confirm, type “{{keyword}}” in the field below.',
    inputLabel: 'Confirmation word',
    hint: 'Spaces and capital letters do not matter.',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  dateField: {
    dayPlaceholder: 'DD/MM/YYYY',
    monthPlaceholder: 'MM/YYYY',
  },
  emailRecipients: {
    label: 'Recipients',
    hint: 'Press Enter or Tab to add an address.',
    clear: 'Clear all',
    open: 'Show suggestions',
    close: 'Hide suggestions',
    noOptions: 'No suggestions',
  },
  imageCropper: {
    area: 'Crop area',
    instructions:
      'Drag the image to move it. Zoom with the mouse wheel, the slider or the + and − keys; move with the arrow keys.',
    zoom: 'Zoom',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    reset: 'Reset',
    cancel: 'Cancel',
    validate: 'Confirm',
    loading: 'Loading the image…',
    loadError: 'This image cannot be read.',
    exportError: 'The image could not be cropped. Please try again.',
  },
  imageUpload: {
    uploading: 'Uploading the image…',
    failed: 'The image could not be sent: {{message}}',
  },
  errorScreen: {
    title: 'An error occurred',
    back: 'Back to the application',
  },
  loader: {
    label: 'Loading…',
  },
  form: {
    showPassword: 'Show the password',
    hidePassword: 'Hide the password',
    save: 'Save',
    cancel: 'Cancel',
    saving: 'Saving…',
    dirty: 'Unsaved changes',
    clean: 'Everything is saved',
    saveBar: 'Saving changes',
  },
  richText: {
    toolbar: 'Formatting',
    bold: 'Bold (Ctrl+B)',
    italic: 'Italic (Ctrl+I)',
    heading: 'Subheading (Ctrl+Alt+3)',
    bulletList: 'Bulleted list (Ctrl+Shift+8)',
    orderedList: 'Numbered list (Ctrl+Shift+7)',
    link: 'Link',
    linkAddress: 'Link address',
    linkHint: 'https://… or mailto:… — Enter to apply, Escape to cancel, empty to remove the link',
    linkApply: 'Apply',
    linkInvalid: 'Invalid address: a link starts with https://, http:// or mailto:',
  },
  list: {
    retry: 'Retry',
    loadError: 'The list could not be loaded.',
    noMatchText: 'Remove a filter or change the search.',
    clearFilters: 'Clear the filters',
    rowsPerPage: 'Rows per page',
    displayedRows: '{{from}}–{{to}} of {{count}}',
    from: 'From',
    to: 'To',
  },
};

/** Resources of the 'components' namespace: `i18n.addResourceBundle(lang, 'components', componentsI18n[lang])`. */
export const componentsI18n = { fr, en } as const;

export type ComponentsLang = keyof typeof componentsI18n;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dotted key of the namespace, e.g. 'popup.cancel'. */
export type ComponentsKey = Leaves<Texts>;

export type TextVars = Record<string, string | number>;

/** Replaces `{{name}}` placeholders (i18next's default syntax) with their values. */
export function interpolate(template: string, vars?: TextVars): string {
  if (!vars) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** The raw text of a key in a language (no interpolation). */
export function componentsTemplate(lang: ComponentsLang, key: ComponentsKey): string {
  let node: unknown = componentsI18n[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return typeof node === 'string' ? node : key;
}

/** The text of a key, interpolated: what the components show without i18next. */
export function componentsText(lang: ComponentsLang, key: ComponentsKey, vars?: TextVars): string {
  return interpolate(componentsTemplate(lang, key), vars);
}
