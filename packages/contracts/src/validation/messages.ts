// Validation messages of spec §5. French texts are the spec's, character for character
// (including its spelling, e.g. « n'est pas correct », « verifier »); where the spec says
// "not shown" the text is ours. MSG_EN is the English twin, key for key.

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
} as const;

export type MessageKey = keyof typeof MSG;

export const MSG_EN: Readonly<Record<MessageKey, string>> = {
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
};

export type ValidationLang = 'fr' | 'en';

const keyByFrench = new Map<string, MessageKey>(
  (Object.entries(MSG) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of a French validation message (as produced by the schemas or sent by the API). */
export function messageKeyOf(message: string): MessageKey | undefined {
  return keyByFrench.get(message);
}

/**
 * Shows a French validation message in the UI language. The schemas (and the API) speak
 * French; the English UI translates through the key. Unknown texts pass through unchanged.
 */
export function translateMessage(message: string, lang: ValidationLang): string {
  if (lang === 'fr') return message;
  const key = messageKeyOf(message);
  return key ? MSG_EN[key] : message;
}
