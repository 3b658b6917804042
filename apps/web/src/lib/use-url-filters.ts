import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The rows a back-office list reads a page at a time: its query's `limit` and its pager's size
 * (the list kit's default; a list of another size names it).
 */
export const LIST_PAGE_SIZE = 25;

/** Edits the parameters given, or answers new ones. */
type Change = (params: URLSearchParams) => unknown;

/**
 * A list's filters and page held in the URL (a filtered list can be shared, reloaded, walked
 * back). Changes made one after the other before the page renders again all hold (a mode,
 * then both dates): the router's update reads the URL of the last render, so the changes not
 * yet rendered are kept here and the next change starts from them until the router catches up.
 * A filter change goes back to the first page and replaces the history entry; a page change
 * pushes one (Back returns to the previous page).
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<{ base: string; next: URLSearchParams } | null>(null);

  /** The URL as it will be once every change asked so far has rendered. */
  const latest = () => {
    const base = params.toString();
    return new URLSearchParams(pending.current?.base === base ? pending.current.next : params);
  };
  const commit = (next: URLSearchParams, replace: boolean) => {
    pending.current = { base: params.toString(), next };
    setParams(next, { replace });
  };
  /** Any change of the parameters (`change` edits them or answers new ones); the page is reset. */
  const update = (change: Change) => {
    const current = latest();
    const answered = change(current);
    const next = answered instanceof URLSearchParams ? answered : current;
    next.delete('page');
    commit(next, true);
  };

  return {
    params,
    update,
    /** Sets one filter ('' or undefined removes it). */
    set: (key: string, value: string | undefined) =>
      update((p) => {
        if (value) p.set(key, value);
        else p.delete(key);
      }),
    /** The page shown, from 0 (the URL says `page=2` for the second, nothing for the first). */
    page: pageOf(params),
    setPage: (page: number) => {
      const next = latest();
      if (page > 0) next.set('page', String(page + 1));
      else next.delete('page');
      commit(next, false);
    },
    /** Every filter removed. */
    clear: () => commit(new URLSearchParams(), true),
  };
}

/** `?page=3` → 2 (pages counted from 0, at most 50 000); missing or unreadable → 0. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, 50_000) - 1 : 0;
}
