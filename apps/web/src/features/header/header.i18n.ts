import type { TranslationShape } from '../../lib/common.i18n.ts';
import { registerI18n } from '../../lib/i18n.ts';

const fr = {
  home: 'Accueil Cuvée',
  shopLogo: 'Logo {{name, de}}, retour au tableau de bord',
  back: 'Retour',
  openMenu: 'Ouvrir le menu',
  tickets: 'Messagerie',
  calendar: 'Calendrier',
  cart: 'Panier',
  cartWithCount: 'Panier, {{count}} article(s)',
  account: 'Mon compte',
  tourMode: 'Mode tournée',
  dashboardMode: 'Mode dashboard',
  dashboard: 'Tableau de bord',
  settings: 'Paramètres',
  shop: 'Boutique',
  producers: 'Producteurs',
  switchAccount: 'Changer de compte',
  logout: 'Déconnexion',
  login: 'Se connecter',
  register: 'Créer un compte',
};

const en: TranslationShape<typeof fr> = {
  home: 'Cuvée home',
  shopLogo: '{{name}} logo, back to the dashboard',
  back: 'Back',
  openMenu: 'Open the menu',
  tickets: 'Messaging',
  calendar: 'Calendar',
  cart: 'Cart',
  cartWithCount: 'Cart, {{count}} item(s)',
  account: 'My account',
  tourMode: 'Tour mode',
  dashboardMode: 'Dashboard mode',
  dashboard: 'Dashboard',
  settings: 'Settings',
  shop: 'Shop',
  producers: 'Producers',
  switchAccount: 'Switch account',
  logout: 'Sign out',
  login: 'Sign in',
  register: 'Create an account',
};

registerI18n('header', { fr, en });
