/**
 * A date's text with its day and month joined by no-break spaces: '1.\u00a0Dezember',
 * '1\u00a0December', in whichever order the language writes them. A narrow phone, a large text
 * or a narrow mail app otherwise broke 'Dienstag, 1.' from 'Dezember'. The pages and the mails
 * both write dates with it.
 */
export function dayWithMonth(format: Intl.DateTimeFormat, date: Date): string {
  const parts = format.formatToParts(date);
  const joins = (a?: string, b?: string) =>
    (a === 'day' && b === 'month') || (a === 'month' && b === 'day');
  return parts
    .map((part, i) =>
      part.type === 'literal' && joins(parts[i - 1]?.type, parts[i + 1]?.type)
        ? part.value.replace(/ /g, '\u00a0')
        : part.value,
    )
    .join('');
}
