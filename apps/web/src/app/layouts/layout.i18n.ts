import type { TranslationShape } from '../../lib/common.i18n.ts';
import { registerI18n } from '../../lib/i18n.ts';

const fr = {
  mainMenu: 'Menu principal',
  bottomBar: 'Raccourcis',
  logout: 'Déconnexion',
  copyright: '© {{year}} Cuvée — tous droits réservés',
  qrTitle: 'QR code du formulaire de contact',
  qrText: 'Vos clients scannent ce code pour écrire à {{name}}.',
  qrAlt: 'QR code du formulaire de contact {{name, de}}',
  close: 'Fermer',
  messaging: 'Messagerie',
  admin: 'Administration',
  adminNav: {
    home: 'Tableau de bord',
    orders: 'Commandes',
    products: 'Produits',
    shops: 'Boutiques',
    users: 'Utilisateurs',
  },
  editorBack: 'Retour au tableau de bord',
};

const en: TranslationShape<typeof fr> = {
  mainMenu: 'Main menu',
  bottomBar: 'Shortcuts',
  logout: 'Sign out',
  copyright: '© {{year}} Cuvée — all rights reserved',
  qrTitle: 'Contact form QR code',
  qrText: 'Your customers scan this code to write to {{name}}.',
  qrAlt: 'QR code of the {{name}} contact form',
  close: 'Close',
  messaging: 'Messaging',
  admin: 'Administration',
  adminNav: {
    home: 'Dashboard',
    orders: 'Orders',
    products: 'Products',
    shops: 'Shops',
    users: 'Users',
  },
  editorBack: 'Back to the dashboard',
};

registerI18n('layout', { fr, en });
