import { registerI18n } from '../../../../lib/i18n.ts';

registerI18n('storefrontHeader', {
  fr: {
    nav: 'Rubriques de la boutique',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    accountMenu: 'Mon compte',
    dashboard: 'Tableau de bord',
    personalSpace: 'Mon espace personnel',
    signOut: 'Déconnexion',
    cartCount: 'Panier, {{count}} article(s)',
    home: 'Accueil de la boutique {{name}}',
    login: 'Se connecter',
    register: 'Créer un compte',
  },
  en: {
    nav: 'Shop sections',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    accountMenu: 'My account',
    dashboard: 'Dashboard',
    personalSpace: 'My personal space',
    signOut: 'Sign out',
    cartCount: 'Cart, {{count}} item(s)',
    home: '{{name}} shop home',
    login: 'Sign in',
    register: 'Create an account',
  },
});
