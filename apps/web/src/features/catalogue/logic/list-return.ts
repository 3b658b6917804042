import { useLocation } from 'react-router';

/**
 * The catalogue list as the user left it (search, filters, page: its query string), carried in
 * the router's state to the product screen, whose back link returns to it.
 */
export type ListState = { listSearch: string };

const LIST = '/dashboard/products';

/** The state to give a link from the list (its current query string). */
export function listState(search: string): ListState {
  return { listSearch: search };
}

/** The state for links from the list on screen (its current query string). */
export function useListReturnState(): ListState {
  return listState(useLocation().search);
}

/** Where the product screen's back link goes: the list with the query it came from, else the list. */
export function backToList(state: unknown): string {
  const search = (state as Partial<ListState> | null)?.listSearch;
  // Only a query string of the list itself: nothing else rides on the state.
  if (typeof search !== 'string' || !/^\?[^#]*$/.test(search) || search.length > 2000) return LIST;
  return `${LIST}${search}`;
}
