import type { TranslationShape } from '../../lib/common.i18n.ts';
import { registerI18n } from '../../lib/i18n.ts';

const fr = {
  bell: 'Notifications',
  bellWithCount: 'Notifications, {{count}} non lue(s)',
  title: 'Dernières notifications',
  all: 'Tout',
  unseen: 'Non lu',
  filter: 'Filtrer les notifications',
  markAll: 'Tout marquer comme lire',
  empty: "Vous n'avez aucune notification pour le moment.",
  emptyUnseen: 'Toutes vos notifications sont lues.',
  unseenDot: 'Non lue',
  seeAll: 'Voir tout',
  loadMore: 'Afficher plus',
  close: 'Fermer',
};

const en: TranslationShape<typeof fr> = {
  bell: 'Notifications',
  bellWithCount: 'Notifications, {{count}} unread',
  title: 'Latest notifications',
  all: 'All',
  unseen: 'Unread',
  filter: 'Filter the notifications',
  markAll: 'Mark all as read',
  empty: 'You have no notifications yet.',
  emptyUnseen: 'All your notifications are read.',
  unseenDot: 'Unread',
  seeAll: 'See all',
  loadMore: 'Show more',
  close: 'Close',
};

registerI18n('notifications', { fr, en });
