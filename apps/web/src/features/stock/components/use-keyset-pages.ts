import { useState } from 'react';
import { cursorOf, firstPage, type KeysetPages } from '../logic/keyset-pages.ts';

/** Keyset pages that start again at the first page whenever `filters` change. */
export function useKeysetPages(filters: unknown) {
  const key = JSON.stringify(filters);
  const [state, setState] = useState<{ key: string; pages: KeysetPages }>(() => ({
    key,
    pages: firstPage(),
  }));
  const pages = state.key === key ? state.pages : firstPage();
  return {
    pages,
    cursor: cursorOf(pages),
    setPages: (next: KeysetPages) => setState({ key, pages: next }),
  };
}
