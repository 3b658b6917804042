/*
 * The shop's sales structure (issue 28 part 4, decision 0161): who reports to whom among its
 * members, a forest; a team is a lead and everyone under them. A move that would put a member
 * under themselves or one of their own reports is refused.
 */

/** member → the member they report to (absent or null: at the top). */
export type ReportsTo = ReadonlyMap<string, string | null>;

export const CYCLE_REFUSED =
  'Ce rattachement créerait une boucle : un membre ne peut pas dépendre de lui-même ni de quelqu’un qui dépend de lui';

/** Whether putting `member` under `manager` would close a loop (manager is member or below them). */
export function wouldCycle(reportsTo: ReportsTo, member: string, manager: string | null): boolean {
  const seen = new Set<string>();
  for (let at = manager; at != null; at = reportsTo.get(at) ?? null) {
    if (at === member) return true;
    if (seen.has(at)) return true; // an existing loop: refuse rather than spin
    seen.add(at);
  }
  return false;
}

/** Everyone under the member, at any depth (not the member). */
export function reportsUnder(reportsTo: ReportsTo, member: string): string[] {
  const children = new Map<string, string[]>();
  for (const [m, parent] of reportsTo) {
    if (parent) children.set(parent, [...(children.get(parent) ?? []), m]);
  }
  const out: string[] = [];
  const stack = [...(children.get(member) ?? [])];
  const seen = new Set<string>([member]);
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    out.push(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

/** A team's members: its lead and everyone under them. */
export const teamMembers = (reportsTo: ReportsTo, lead: string) => [lead, ...reportsUnder(reportsTo, lead)];

export type TreeNode<T> = { item: T; children: TreeNode<T>[] };

/** The members as a forest, each level in the given order; a member whose manager is gone is at the top. */
export function structureTree<T extends { id: string; reportsTo: string | null }>(
  members: readonly T[],
): TreeNode<T>[] {
  const byId = new Map(members.map((m) => [m.id, m]));
  const nodes = new Map(members.map((m) => [m.id, { item: m, children: [] as TreeNode<T>[] }]));
  const roots: TreeNode<T>[] = [];
  const reportsTo = new Map(members.map((m) => [m.id, m.reportsTo]));
  for (const m of members) {
    const parent =
      m.reportsTo && byId.has(m.reportsTo) && !wouldCycle(reportsTo, m.id, m.reportsTo) ? m.reportsTo : null;
    if (parent) nodes.get(parent)!.children.push(nodes.get(m.id)!);
    else roots.push(nodes.get(m.id)!);
  }
  return roots;
}
