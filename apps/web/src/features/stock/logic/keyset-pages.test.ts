import { expect, it } from 'vitest';
import { cursorOf, firstPage, nextPage, previousPage, shownRange } from './keyset-pages.ts';

it('walks server pages by cursor, forward and back, and never past the last one', () => {
  let pages = firstPage();
  expect(cursorOf(pages)).toBeUndefined();
  expect(previousPage(pages)).toBe(pages);
  pages = nextPage(pages, 'c1');
  pages = nextPage(pages, 'c2');
  expect(cursorOf(pages)).toBe('c2');
  expect(shownRange(pages, 25, 10)).toEqual({ from: 51, to: 60 });
  expect(nextPage(pages, null)).toBe(pages);
  pages = previousPage(pages);
  expect(cursorOf(pages)).toBe('c1');
  // Going forward again from page 2 with a new cursor forgets the old third page.
  pages = nextPage(pages, 'c2b');
  expect(pages.cursors).toEqual([undefined, 'c1', 'c2b']);
  expect(shownRange(firstPage(), 25, 0)).toEqual({ from: 0, to: 0 });
});
