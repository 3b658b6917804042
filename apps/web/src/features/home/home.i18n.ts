import type { TranslationShape } from '../../lib/common.i18n.ts';
import { registerI18n } from '../../lib/i18n.ts';

const fr = {
  hello: 'Bonjour {{name}}',
  ownerIntro: 'Voici ce qui se passe chez {{shop}}.',
  iamIntro: 'Vous travaillez pour {{shop}}.',
  buyerIntro: 'Retrouvez vos commandes et vos producteurs.',
  agentIntro: 'Vos producteurs et vos actions du jour.',
  agentTourIntro: 'Mode tournée\u00a0: vos producteurs et la prise de commande.',
  shortcutsTitle: 'Créer',
  groups: {
    sales: 'Ventes',
    purchases: 'Achats',
    clients: 'Clients',
    products: 'Articles',
    wineTourism: 'Œnotourisme',
    marketing: 'Marketing',
  },
  shop: {
    title: 'Votre boutique',
    online: 'En ligne',
    offline: 'Hors ligne',
    visit: 'Voir la boutique',
    code: 'Code producteur\u00a0: {{code}}',
  },
  orders: {
    title: 'Mes commandes',
    empty: "Vous n'avez pas encore passé de commande.",
    emptyHint: 'Vos commandes apparaîtront ici dès votre premier achat chez un producteur.',
    all: 'Voir mes commandes',
  },
  producers: { title: 'Mes producteurs', all: 'Voir tous les producteurs' },
  agentShortcuts: {
    title: 'Actions rapides',
    order: 'Nouvelle commande',
    client: 'Nouveau client',
    calendar: 'Mon calendrier',
    catalogue: 'Catalogue',
  },
};

const en: TranslationShape<typeof fr> = {
  hello: 'Hello {{name}}',
  ownerIntro: "Here is what's happening at {{shop}}.",
  iamIntro: 'You work for {{shop}}.',
  buyerIntro: 'Find your orders and your producers.',
  agentIntro: 'Your producers and your actions for today.',
  agentTourIntro: 'Tour mode: your producers and order taking.',
  shortcutsTitle: 'Create',
  groups: {
    sales: 'Sales',
    purchases: 'Purchases',
    clients: 'Clients',
    products: 'Items',
    wineTourism: 'Wine tourism',
    marketing: 'Marketing',
  },
  shop: {
    title: 'Your shop',
    online: 'Online',
    offline: 'Offline',
    visit: 'Visit the shop',
    code: 'Producer code: {{code}}',
  },
  orders: {
    title: 'My orders',
    empty: 'You have not placed any order yet.',
    emptyHint: 'Your orders will show here after your first purchase from a producer.',
    all: 'See my orders',
  },
  producers: { title: 'My producers', all: 'See all producers' },
  agentShortcuts: {
    title: 'Quick actions',
    order: 'New order',
    client: 'New client',
    calendar: 'My calendar',
    catalogue: 'Catalogue',
  },
};

registerI18n('home', { fr, en });
