/**
 * Which of the console's lists is shown, kept in the list's address (`?filter=decided`) and in
 * that of a request opened from it, for its way back to the list: the browser's back button, a
 * reload and the language switch (a new page load, which keeps the query) return to the list the
 * operator left.
 */
export type ListFilter = 'open' | 'decided';

const PARAM = 'filter';

export const filterOf = (params: URLSearchParams): ListFilter =>
  params.get(PARAM) === 'decided' ? 'decided' : 'open';

/** The list's search for a filter: the open requests are the list's plain address. */
export const filterSearch = (filter: ListFilter): string =>
  filter === 'open' ? '' : `?${PARAM}=${filter}`;
