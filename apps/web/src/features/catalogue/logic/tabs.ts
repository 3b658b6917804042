import { codedMessageOf, renderMessage, Tab } from '@cuvee/contracts';
import { slugify } from '@cuvee/domain';
import type { z } from 'zod';
import type { FieldIssue } from './messages.ts';

// The storefront tabs as an editable tree. A saved tab keeps its id (products are filed
// under it); a new one gets an id from its name when the shop is saved.

export type ShopTab = z.output<typeof Tab>;
export type ChildDraft = { uid: string; id: string | null; name: string; content: string };
export type TabDraft = ChildDraft & { children: ChildDraft[] };

let counter = 0;
const uid = () => `tab-${++counter}`;

export function tabsToDrafts(tabs: readonly ShopTab[]): TabDraft[] {
  return tabs.map((tab) => ({
    uid: uid(),
    id: tab.id,
    name: tab.name,
    content: tab.content ?? '',
    children: tab.children.map((c) => ({ uid: uid(), id: c.id, name: c.name, content: c.content ?? '' })),
  }));
}

export function newTabDraft(): TabDraft {
  return { uid: uid(), id: null, name: '', content: '', children: [] };
}

export function newChildDraft(): ChildDraft {
  return { uid: uid(), id: null, name: '', content: '' };
}

/** The storefront's ?page value of a tab: its name lowercased, spaces as dashes (spec §2). */
export function pageParam(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

function uniqueId(name: string, taken: Set<string>): string {
  const stem = slugify(name).slice(0, 56) || 'onglet';
  let id = stem;
  for (let i = 2; taken.has(id); i++) id = `${stem}-${i}`;
  taken.add(id);
  return id;
}

/** Drafts → the `tabs` of PUT /v1/shops/me (contracts' Tab rules), or the fields to correct (by uid). */
export function draftsToTabs(
  drafts: readonly TabDraft[],
): { ok: true; tabs: ShopTab[] } | { ok: false; issues: FieldIssue[] } {
  const taken = new Set<string>();
  for (const d of drafts) {
    if (d.id) taken.add(d.id);
    for (const c of d.children) if (c.id) taken.add(c.id);
  }
  const issues: FieldIssue[] = [];
  const tabs = drafts.map((d) => {
    const tab = {
      id: d.id ?? uniqueId(d.name, taken),
      name: d.name.trim(),
      ...(d.content.trim() ? { content: d.content } : {}),
      children: d.children.map((c) => ({
        id: c.id ?? uniqueId(c.name, taken),
        name: c.name.trim(),
        ...(c.content.trim() ? { content: c.content } : {}),
      })),
    };
    const parsed = Tab.safeParse(tab);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first, index] = issue.path;
        const owner = first === 'children' ? d.children[Number(index)]?.uid : d.uid;
        const field = issue.path.at(-1) === 'content' ? 'content' : 'name';
        const coded = codedMessageOf(issue);
        if (owner) issues.push({ path: `${owner}.${field}`, message: renderMessage(coded, 'fr'), coded });
      }
    }
    return tab;
  });
  return issues.length ? { ok: false, issues } : { ok: true, tabs };
}
