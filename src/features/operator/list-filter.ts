/**
 * Which of the console's lists is shown, kept in the list's address (`?filter=decided`), so that
 * the way back from a request, the browser's back button and a reload return to the list the
 * operator left. A request opened from the list carries that address in its history entry's state.
 */
export type ListFilter = 'open' | 'decided';

const PARAM = 'filter';

export const filterOf = (params: URLSearchParams): ListFilter =>
  params.get(PARAM) === 'decided' ? 'decided' : 'open';

/** The list's search for a filter: the open requests are the list's plain address. */
export const filterSearch = (filter: ListFilter): string =>
  filter === 'open' ? '' : `?${PARAM}=${filter}`;

/** The state a request's link carries, and what the request's way back reads of it. */
export type FromList = { listSearch: string };

export const listSearchOf = (state: unknown): string =>
  typeof state === 'object' &&
  state !== null &&
  'listSearch' in state &&
  typeof state.listSearch === 'string'
    ? state.listSearch
    : '';
