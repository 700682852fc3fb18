/** Making visitor text safe for the three places it lands: headers, HTML and iCalendar. */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * One header line from visitor text: every control character (CR, LF and NUL included), the
 * Unicode line and paragraph separators and bidi overrides become a space, so no value can end
 * a header or start another one.
 */
export function headerText(value: string, max = 150): string {
  const flat = value
    .replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(flat, max);
}

/**
 * At most `max` code points, the last one an ellipsis when cut. Counted in code points, not
 * UTF-16 units: a cut inside a surrogate pair leaves half an emoji, which Postgres refuses in
 * jsonb (the request would fail on every retry).
 */
export function truncate(value: string, max: number): string {
  const points = Array.from(value);
  return points.length > max ? `${points.slice(0, max - 1).join('')}…` : value;
}

/** A display name safe in a quoted-string too: header-safe and without quotes or backslashes. */
export function displayName(value: string): string {
  return headerText(value, 100).replace(/["\\<>]/g, '');
}

/** Multi-line visitor text for a plain-text body: line breaks kept, other controls dropped. */
function bodyText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n\t]/gu, '');
}

/** HTML for multi-line visitor text: escaped, with line breaks kept. */
export function htmlText(value: string): string {
  return escapeHtml(bodyText(value)).replace(/\n/g, '<br>');
}
