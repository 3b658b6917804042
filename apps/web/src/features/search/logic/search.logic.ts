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
};

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
