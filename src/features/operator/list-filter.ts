/**
 * Which of the console's lists is shown, kept in the list's address (`?filter=decided`), so that
 * the browser's back button and a reload return to the list the operator left. A request opened
 * from the list carries the filter in its history entry's state, for its way back to the list.
 */
export type ListFilter = 'open' | 'decided';

const PARAM = 'filter';

export const filterOf = (params: URLSearchParams): ListFilter =>
  params.get(PARAM) === 'decided' ? 'decided' : 'open';

/** The list's search for a filter: the open requests are the list's plain address. */
export const filterSearch = (filter: ListFilter): string =>
  filter === 'open' ? '' : `?${PARAM}=${filter}`;

/** The state a request's link carries. */
export type FromList = { filter: ListFilter };

/** The filter a history entry's state names; any other state (none, another page's) is 'open'. */
export const listFilterOf = (state: unknown): ListFilter =>
  typeof state === 'object' && state !== null && 'filter' in state && state.filter === 'decided'
    ? 'decided'
    : 'open';
