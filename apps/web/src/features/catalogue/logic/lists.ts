/** Moves item `from` to position `to` (a copy; out-of-range moves change nothing). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from < 0 || from >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A shop's typologies in display order: the public one(s) first, then as the shop lists them. */
export function typologiesInOrder<T extends { public: boolean }>(
  typologies: Record<string, T>,
): [string, T][] {
  const entries = Object.entries(typologies);
  return [...entries.filter(([, t]) => t.public), ...entries.filter(([, t]) => !t.public)];
}
