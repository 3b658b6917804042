import type { GoToSearchResponse } from '@cuvee/contracts/overview';
import {
  type CreationShortcut,
  type MenuContext,
  type MenuGroup,
  type Viewer,
  visibleMenu,
  visibleShortcuts,
} from '@cuvee/domain';
import { SEARCH_TAGS } from './search.tags.ts';

export type SearchOption = {
  key: string;
  label: string;
  /** The menu section or 'Créer'. */
  group: string;
  to: string;
  tags: string[];
  /** An order or a client the server found: already matched, shown as it comes. */
  found?: boolean;
};

const FOUND_GROUPS = {
  fr: { order: 'Commandes', quote: 'Devis', sample: 'Échantillons', client: 'Clients' },
  en: { order: 'Orders', quote: 'Quotes', sample: 'Samples', client: 'Clients' },
} as const;

/** The orders and clients the server found, as options opening their page. */
export function foundOptions(answer: GoToSearchResponse, language: 'fr' | 'en'): SearchOption[] {
  const groups = FOUND_GROUPS[language];
  return [
    ...answer.orders.map((order) => ({
      key: `order:${order.id}`,
      label: order.clientName ? `${order.reference} · ${order.clientName}` : order.reference,
      group: groups[order.kind],
      to: `/dashboard/orders/${order.id}`,
      tags: [],
      found: true,
    })),
    ...answer.clients.map((client) => ({
      key: `client:${client.id}`,
      label: client.city ? `${client.name} (${client.city})` : client.name,
      group: groups.client,
      to: `/dashboard/clients/${client.id}`,
      tags: [],
      found: true,
    })),
  ];
}

/** The pages matching the query, then what the server found (each group together, as the list groups them). */
export function mergeOptions(pages: SearchOption[], found: SearchOption[], query: string): SearchOption[] {
  return [...pages.filter((option) => matchesSearch(option, query)), ...found];
}

/** Lower case, accents and apostrophes folded: 'Événements' ≈ 'evenements'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, ' ')
    .toLowerCase();
}

/** Every page the user may open from the sidebar, and the creation shortcuts (spec §2 'Aller à'). */
export function searchOptions(viewer: Viewer, context: MenuContext, language: 'fr' | 'en'): SearchOption[] {
  const fromMenu = visibleMenu(viewer, context).flatMap((group: MenuGroup) =>
    group.entries
      .filter((entry) => !entry.external)
      .map((entry) => ({
        key: `menu:${entry.key}`,
        label: entry.label[language],
        group: group.label?.[language] ?? '',
        to: entry.to,
        tags: SEARCH_TAGS[entry.key]?.[language] ?? [],
      })),
  );
  const create = language === 'fr' ? 'Créer' : 'Create';
  const fromShortcuts = visibleShortcuts(viewer, context).map((shortcut: CreationShortcut) => ({
    key: `create:${shortcut.key}`,
    label: shortcut.label[language],
    group: create,
    to: shortcut.to,
    tags: SEARCH_TAGS[shortcut.key]?.[language] ?? [],
  }));
  return [...fromMenu, ...fromShortcuts];
}

/** Every word typed must appear in the label, the section or a tag. */
export function matchesSearch(option: SearchOption, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([option.label, option.group, ...option.tags].join(' '));
  return words.every((word) => haystack.includes(word));
}
