/*
 * Server pages read by cursor (the API answers `nextCursor`, no total): the screen keeps
 * the cursors of the pages already seen, so 'Précédent' goes back without a count of rows.
 */
export type KeysetPages = {
  /** Cursor of each page seen; the first page has none. */
  cursors: (string | undefined)[];
  /** Index of the page shown. */
  index: number;
};

export const firstPage = (): KeysetPages => ({ cursors: [undefined], index: 0 });

export const cursorOf = (pages: KeysetPages): string | undefined => pages.cursors[pages.index];

/** The next page, known by the cursor the current page answered (nothing past the last one). */
export function nextPage(pages: KeysetPages, nextCursor: string | null | undefined): KeysetPages {
  if (!nextCursor) return pages;
  const cursors = [...pages.cursors.slice(0, pages.index + 1), nextCursor];
  return { cursors, index: pages.index + 1 };
}

export function previousPage(pages: KeysetPages): KeysetPages {
  return pages.index === 0 ? pages : { ...pages, index: pages.index - 1 };
}

/** Rows shown as 'from–to' (1-based) for a page of `count` rows of `size`. */
export function shownRange(pages: KeysetPages, size: number, count: number): { from: number; to: number } {
  const from = count === 0 ? 0 : pages.index * size + 1;
  return { from, to: pages.index * size + count };
}
