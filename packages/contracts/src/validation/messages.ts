import type { z } from 'zod';

// Validation messages, keyed by code (decision 0019). French texts of spec §5 are the
// spec's, character for character (including its spelling, e.g. « n'est pas correct »,
// « verifier »); where the spec says "not shown" the text is ours. `{name}` marks a
// parameter. A schema states a code (and its parameters); the zod issue carries both in
// `params` and its `message` is the French text, which the API answers as is. The web
// shows the text of the code in the UI language: no lookup goes through the French text.

export const MSG = {
  required: 'Ce champ ne peut pas être vide',
  email: 'Le mail est incorrect',
  counter: 'Ce champ ne peut pas dépasser 50 caractères',
  url: "L'url n'est pas valide",
  number: 'Doit être un nombre',
  link: 'Le lien ne peut contenir que des lettres, des chiffres et les caractères _ % -',
  string: 'Doit contenir au moins 2 caractères dont une lettre',
  username: "Le nom d'utilisateur ne peut contenir que des lettres et des espaces (moins de 50 caractères)",
  phone: "Ce numéro n'est pas valide",
  date: "La date indiquée n'est pas correct",
  postalCode: "Le code postal n'est pas correct",
  password: 'Doit contenir une majuscule et plus de 5 caractères',
  description: 'La description doit contenir entre 11 et 5000 caractères',
  vatRate: 'La TVA doit être comprise entre 0 et 100',
  transportFee: 'Les frais de transport doivent être compris entre 0 et 25',
  promoCode: 'Le code promo ne peut pas dépasser 15 caractères',
  vatNumber: "Le numéro de TVA n'est pas valide",
  cardNumber: "Le numéro de carte n'est pas valide",
  cardExpiryFormat: "Date d'expiration invalide",
  cardExpiryPast: "Veuillez verifier votre date d'expiration",
  cvv: 'CVV invalide',
  memberCode: 'Le code membre doit être un nombre entier',
  emailRecipientsRequired: 'Veuillez renseigner au moins une adresse mail.',
  termsRequired: "Veuillez accepter les conditions générales d'utilisation",
  adultCertificationRequired: 'Vous devez certifier avoir au moins 18 ans',
  firstnameRequired: 'Veuillez renseigner le prénom',
  lastnameRequired: 'Veuillez renseigner le nom',
  streetRequired: 'Veuillez renseigner la rue',
  zipcodeRequired: 'Veuillez renseigner le code postal',
  cityRequired: 'Veuillez renseigner la ville',
  countryRequired: 'Veuillez renseigner le pays',
  countryCode: 'Le pays doit être un code ISO à 2 lettres (ex. FR)',
  siret: 'Le numéro SIRET doit contenir 14 chiffres',
  // Accounts and shops.
  identifierRequired: 'Veuillez renseigner votre e-mail ou votre identifiant',
  idInvalid: "L'identifiant n'est pas valide",
  tokenInvalid: "Le lien n'est pas valide",
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  shopNameTooShort: 'Le nom de la boutique doit contenir au moins 2 caractères',
  colorFormat: 'La couleur doit être au format #RRGGBB',
  siretDigits: 'Le SIRET doit contenir 14 chiffres',
  tabId: "L'identifiant d'onglet ne peut contenir que des minuscules, chiffres et tirets",
  endBeforeStart: 'La date de fin doit être après la date de début',
  cartTooManyOrders: 'Le panier contient trop de commandes',
  // Checkout (spec §5 cart messages).
  deliveryModeRequired: 'Veuillez sélectionner un mode de livraison pour chaque boutique',
  paymentMethodRequired: 'Veuillez sélectionner un moyen de paiement',
  phoneRequired: 'Veuillez renseigner un numéro de téléphone',
  cartTooManyLines: 'Une commande du panier contient trop de produits',
  cartTooManyReservations: 'Une commande du panier contient trop de réservations',
  // Catalogue.
  nameTooShort: 'Le nom doit contenir au moins 2 caractères',
  ean: "Le code EAN n'est pas valide (8, 12, 13 ou 14 chiffres avec sa clé)",
  volumePositive: 'La contenance doit être positive',
  thresholdWhole: 'Le seuil doit être une quantité entière',
  thresholdTaken: 'Ce seuil est déjà utilisé',
  priceCents: 'Le prix doit être un nombre entier de centimes',
  formatsRequired: 'Ajoutez au moins un format',
  boxEmpty: 'Un coffret doit contenir au moins un produit',
  typologyPublic: 'Au moins une typologie doit être publique',
  nameTaken: 'Ce nom est déjà utilisé',
  discountRange: 'La remise doit être comprise entre 0 et 100',
  reservedKey: 'Ce nom est réservé, choisissez-en un autre',
  nothingToUpdate: 'Aucune modification à enregistrer',
  // Stock.
  quantityWhole: "La quantité doit être un nombre entier d'unités",
  quantityPositive: 'La quantité doit être supérieure à 0',
  quantityNotNegative: 'La quantité ne peut pas être négative',
  sameWarehouse: "L'entrepôt de destination doit être différent de l'entrepôt de départ",
  reasonRequired: "Indiquez le motif de l'ajustement",
  reservationKey: 'La clé de réservation ne peut contenir que des lettres, chiffres et les caractères : _ -',
  exciseNumber: "Le numéro d'accise doit contenir 13 caractères (lettres et chiffres)",
  destinationForSales: 'La destination ne concerne que les ventes',
  agentRequired: "Choisissez l'agent bénéficiaire",
  // Delivery.
  deliveryZonesRequired: 'Choisissez au moins un pays ou un département',
  department: "Ce département n'existe pas",
  bracketTaken: 'Deux tranches de prix commencent au même seuil',
  minAboveMax: 'Le minimum doit être inférieur ou égal au maximum',
  collectionPointsRequired: 'Ajoutez au moins un point relais',
  multipleOfRange: 'Le multiple doit être compris entre 2 et 1000',
  // Payments (spec §8; decision 0039).
  paymentFailed: 'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.',
  paymentAuthenticationRequired:
    'Votre banque demande de confirmer ce paiement. Veuillez valider le paiement depuis votre espace client.',
  paymentUnavailable: "Le paiement par carte n'est pas disponible pour cette boutique",
  paymentProviderDown: 'Le service de paiement ne répond pas. Veuillez réessayer dans quelques instants.',
  paymentSignature: 'Signature Stripe absente ou invalide : notification ignorée',
  // Bounds a schema states without a text of its own.
  tooLong: 'Pas plus de {max} caractères',
  tooShort: 'Au moins {min} caractères',
  tooManyItems: 'Pas plus de {max} éléments',
  tooFewItems: 'Au moins {min} élément(s)',
  tooBig: 'Doit être au plus {max}',
  tooSmall: 'Doit être au moins {min}',
  positive: 'Doit être supérieur à 0',
  invalid: 'Valeur incorrecte',
} as const;

/** The code of a validation message. */
export type MessageCode = keyof typeof MSG;

export const MSG_EN: Readonly<Record<MessageCode, string>> = {
  required: 'This field cannot be empty',
  email: 'The email address is incorrect',
  counter: 'This field cannot exceed 50 characters',
  url: 'The URL is not valid',
  number: 'Must be a number',
  link: 'The link may only contain letters, digits and the characters _ % -',
  string: 'Must contain at least 2 characters including a letter',
  username: 'The username may only contain letters and spaces (fewer than 50 characters)',
  phone: 'This number is not valid',
  date: 'The date is not valid',
  postalCode: 'The postal code is not valid',
  password: 'Must contain an uppercase letter, a lowercase letter and at least 5 characters',
  description: 'The description must contain between 11 and 5000 characters',
  vatRate: 'VAT must be between 0 and 100',
  transportFee: 'Transport fees must be between 0 and 25',
  promoCode: 'The promo code cannot exceed 15 characters',
  vatNumber: 'The VAT number is not valid',
  cardNumber: 'The card number is not valid',
  cardExpiryFormat: 'Invalid expiry date',
  cardExpiryPast: 'Please check your expiry date',
  cvv: 'Invalid CVV',
  memberCode: 'The member code must be a whole number',
  emailRecipientsRequired: 'Please enter at least one email address.',
  termsRequired: 'Please accept the terms of use',
  adultCertificationRequired: 'You must certify that you are at least 18 years old',
  firstnameRequired: 'Please enter the first name',
  lastnameRequired: 'Please enter the last name',
  streetRequired: 'Please enter the street',
  zipcodeRequired: 'Please enter the postal code',
  cityRequired: 'Please enter the city',
  countryRequired: 'Please enter the country',
  countryCode: 'The country must be a 2-letter ISO code (e.g. FR)',
  siret: 'The SIRET number must contain 14 digits',
  identifierRequired: 'Please enter your email or your username',
  idInvalid: 'The identifier is not valid',
  tokenInvalid: 'The link is not valid',
  passwordMismatch: 'The passwords do not match',
  shopNameTooShort: 'The shop name must contain at least 2 characters',
  colorFormat: 'The colour must be written #RRGGBB',
  siretDigits: 'The SIRET must contain 14 digits',
  tabId: 'A tab id may only contain lowercase letters, digits and dashes',
  endBeforeStart: 'The end date must be after the start date',
  cartTooManyOrders: 'The cart holds too many orders',
  deliveryModeRequired: 'Please choose a delivery mode for each shop',
  paymentMethodRequired: 'Please choose a payment method',
  phoneRequired: 'Please enter a phone number',
  cartTooManyLines: 'A cart order holds too many products',
  cartTooManyReservations: 'A cart order holds too many bookings',
  nameTooShort: 'The name must contain at least 2 characters',
  ean: 'The EAN is not valid (8, 12, 13 or 14 digits with its check digit)',
  volumePositive: 'The volume must be positive',
  thresholdWhole: 'The threshold must be a whole quantity',
  thresholdTaken: 'This threshold is already used',
  priceCents: 'The price must be a whole number of cents',
  formatsRequired: 'Add at least one format',
  boxEmpty: 'A box must contain at least one product',
  typologyPublic: 'At least one typology must be public',
  nameTaken: 'This name is already used',
  discountRange: 'The discount must be between 0 and 100',
  reservedKey: 'This name is reserved, choose another one',
  nothingToUpdate: 'Nothing to save',
  quantityWhole: 'The quantity must be a whole number of units',
  quantityPositive: 'The quantity must be above 0',
  quantityNotNegative: 'The quantity cannot be negative',
  sameWarehouse: 'The destination warehouse must differ from the origin',
  reasonRequired: 'Give the reason for the adjustment',
  reservationKey: 'A reservation key may only contain letters, digits and the characters : _ -',
  exciseNumber: 'The excise number must have 13 characters (letters and digits)',
  destinationForSales: 'A destination only applies to sales',
  agentRequired: 'Choose the agent it is for',
  deliveryZonesRequired: 'Choose at least one country or department',
  department: 'This department does not exist',
  bracketTaken: 'Two price brackets start at the same threshold',
  minAboveMax: 'The minimum must be less than or equal to the maximum',
  collectionPointsRequired: 'Add at least one collection point',
  multipleOfRange: 'The multiple must be between 2 and 1000',
  paymentFailed: 'An error occurred while validating your payment. Please try again.',
  paymentAuthenticationRequired:
    'Your bank asks you to confirm this payment. Please approve it from your customer area.',
  paymentUnavailable: 'Card payment is not available for this shop',
  paymentProviderDown: 'The payment service is not answering. Please try again in a few moments.',
  paymentSignature: 'Missing or invalid Stripe signature: notification ignored',
  tooLong: 'At most {max} characters',
  tooShort: 'At least {min} characters',
  tooManyItems: 'At most {max} items',
  tooFewItems: 'At least {min} item(s)',
  tooBig: 'Must be at most {max}',
  tooSmall: 'Must be at least {min}',
  positive: 'Must be above 0',
  invalid: 'Incorrect value',
};

export type ValidationLang = 'fr' | 'en';
export type MessageParams = Readonly<Record<string, string | number>>;

/** A validation message as data: what a zod issue carries in `params`, what the web shows. */
export interface CodedMessage {
  code: MessageCode;
  params?: MessageParams;
}

export const MESSAGES: Readonly<Record<ValidationLang, Readonly<Record<MessageCode, string>>>> = {
  fr: MSG,
  en: MSG_EN,
};

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(MSG, code);
}

/** The text of a code in a language, its `{name}` parameters filled in. */
export function renderMessage(message: CodedMessage, lang: ValidationLang): string {
  const template = MESSAGES[lang][message.code];
  const params = message.params;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The French text of a code (what the API answers). */
export function frenchMessage(code: MessageCode, params?: MessageParams): string {
  return renderMessage({ code, params }, 'fr');
}

type IssueLike = { params?: Record<string, unknown> };

/**
 * A schema's error option for a code: the issue gets the French text as its message and
 * `{ code, params }` in its `params`. (zod reads the message before it copies the raw issue
 * into the final one, so what is set on `issue.params` here is kept; a unit test holds it.)
 */
export function msg(code: MessageCode, params?: MessageParams) {
  return { error: (issue: object) => codeIssue(issue, code, params) };
}

/** Sets the code on an issue being reported and answers its French text. */
export function codeIssue(issue: object, code: MessageCode, params?: MessageParams): string {
  const raw = issue as IssueLike;
  raw.params = { ...raw.params, code, ...(params ? { params } : {}) };
  return frenchMessage(code, params);
}

/** What `ctx.addIssue` needs for a coded custom issue (message and params). */
export function customIssue(code: MessageCode, params?: MessageParams) {
  return {
    code: 'custom' as const,
    message: frenchMessage(code, params),
    params: { code, ...(params ? { params } : {}) },
  };
}

/**
 * The coded message of a zod issue: the code a schema set, or, for a rule stated without a
 * text of its own (bounds, types), the generic code of that rule.
 */
export function codedMessageOf(issue: z.core.$ZodIssue | z.core.$ZodRawIssue): CodedMessage {
  const params = (issue as IssueLike).params;
  if (params && isMessageCode(params.code)) {
    const values = params.params as MessageParams | undefined;
    return values ? { code: params.code, params: values } : { code: params.code };
  }
  switch (issue.code) {
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'tooLong', params: { max } };
      if (issue.origin === 'array') return { code: 'tooManyItems', params: { max } };
      return { code: 'tooBig', params: { max } };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return { code: 'tooShort', params: { min } };
      if (issue.origin === 'array') return { code: 'tooFewItems', params: { min } };
      if (!issue.inclusive && min === 0) return { code: 'positive' };
      return { code: 'tooSmall', params: { min } };
    }
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? { code: 'required' } : { code: 'number' };
    default:
      return { code: 'invalid' };
  }
}

const codeByFrench = new Map<string, MessageCode>(
  (Object.entries(MSG) as [MessageCode, string][])
    .filter(([, text]) => !text.includes('{'))
    .map(([code, text]) => [text, code]),
);

/**
 * A French message the API sent (a snackbar, a field message of a 400 answer) as a coded
 * message, when it is one of the table's texts without parameters. The API speaks French
 * only (spec); this reverse index is built from the same table, so it cannot drift from it.
 */
export function codedMessageFromFrench(message: string): CodedMessage | undefined {
  const code = codeByFrench.get(message);
  return code ? { code } : undefined;
}

/**
 * Shows a message in the UI language: a coded message by its code; a French text from the
 * API through codedMessageFromFrench. Unknown texts pass through unchanged.
 */
export function translateMessage(message: string | CodedMessage, lang: ValidationLang): string {
  if (typeof message !== 'string') return renderMessage(message, lang);
  if (lang === 'fr') return message;
  const coded = codedMessageFromFrench(message);
  return coded ? renderMessage(coded, lang) : message;
}
