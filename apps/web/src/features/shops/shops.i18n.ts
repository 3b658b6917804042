import type { TranslationShape } from '../../lib/common.i18n.ts';
import { registerI18n } from '../../lib/i18n.ts';

const fr = {
  logoAlt: 'Logo de {{name}}',
  home: 'Accueil de la boutique {{name}}',
  cart: 'Panier',
  account: 'Mon espace',
  login: 'Se connecter',
  register: 'Créer un compte',
  comingTitle: 'La boutique ouvre bientôt ici',
  comingText:
    'Les produits de {{name}} seront présentés sur cette page avec le module Catalogue et boutique.',
  producersTitle: 'Producteurs',
  producersIntro: 'Les producteurs chez qui vous avez un compte.',
  producersEmpty: "Vous n'êtes encore rattaché à aucun producteur.",
  visit: 'Voir la boutique',
  typology: 'Tarif\u00a0: {{name}}',
};

const en: TranslationShape<typeof fr> = {
  logoAlt: '{{name}} logo',
  home: '{{name}} shop home',
  cart: 'Cart',
  account: 'My space',
  login: 'Sign in',
  register: 'Create an account',
  comingTitle: 'The shop opens here soon',
  comingText: "{{name}}'s products will be shown on this page with the Catalogue and storefront module.",
  producersTitle: 'Producers',
  producersIntro: 'The producers you have an account with.',
  producersEmpty: 'You are not attached to any producer yet.',
  visit: 'Visit the shop',
  typology: 'Price list: {{name}}',
};

registerI18n('shops', { fr, en });
