/**
 * An element's text as it reads, a no-break space as a space: the pages keep a date's day and
 * month, and a time and its 'Uhr', together with them (src/features/forms/display.ts).
 */
export const textOf = (element: Element | null | undefined): string =>
  (element?.textContent ?? '').replace(/\u00a0/g, ' ');
