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
 * Invisible characters that join or split nothing a script needs: the zero-width space, word
 * joiner, byte order mark and soft hyphen, and the bidi overrides and isolates. The joiners
 * (Persian, Sinhala, emoji) and the direction marks stay.
 */
const HIDDEN_IN_HEADERS = /[\u00AD\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;

/**
 * One header line from visitor text: every control character (CR, LF and NUL included) and the
 * Unicode line and paragraph separators become a space, so no value can end a header or start
 * another one. The hidden characters above go: 'An\u200Bna' in a subject was not found by a
 * search of the inbox for 'Anna'.
 */
export function headerText(value: string, max = 150): string {
  const flat = value
    .replace(HIDDEN_IN_HEADERS, '')
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
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

/**
 * A display name safe in a quoted-string too: header-safe and without quotes or backslashes.
 * A word with an @ (or a full-width or small one) goes: a contact named
 * '"Boss" <ceo@bank.example>' was replied to as '"Boss ceo@bank.example" <stranger@…>', and
 * many mail programs show only that name.
 */
export function displayName(value: string): string {
  return headerText(value, 100)
    .replace(/["\\]/g, '')
    .replace(/[<>]/g, ' ')
    .split(/\s+/)
    .filter((word) => !/[@\uFF20\uFE6B]/.test(word))
    .join(' ')
    .trim();
}

/** Multi-line visitor text for a plain-text body: line breaks kept, other controls dropped. */
function bodyText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n\t]/gu, '');
}

/** HTML for multi-line visitor text: escaped, with line breaks kept. */
export function htmlText(value: string): string {
  return escapeHtml(bodyText(value)).replace(/\n/g, '<br>');
}

/**
 * Full stops a domain may be written with: ASCII, ideographic, full-width, half-width (which
 * browsers read as dots in an address), one dot leader and small full stop (which NFKC turns
 * into one).
 */
const DOTS = '.\u3002\uFF0E\uFF61\u2024\uFE52';

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
/** What a joiner or a variation selector may follow and still belong to: an emoji. */
const EMOJI_PART = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]/u;
/** Zero-width joiner, variation selectors and tag characters (a subdivision's flag). */
const isEmojiGlue = (char: string) => {
  const code = char.codePointAt(0)!;
  return (
    code === 0x200d || (code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xe0020 && code <= 0xe007f)
  );
};

/**
 * Text without its invisible characters (zero-width space and joiners, soft hyphen, word
 * joiner, byte order mark, …), which would hide a dot from the defusing (`evil\u200b.example`)
 * while the mail program shows and links the address. A joiner or variation selector inside an
 * emoji (👨‍👩‍👧, 🏔️) stays, as it cannot stand between the parts of an address.
 */
function withoutInvisibles(value: string): string {
  let out = '';
  let inEmoji = false;
  for (const char of value) {
    if (INVISIBLE.test(char)) {
      if (inEmoji && isEmojiGlue(char)) out += char;
      continue;
    }
    inEmoji = EMOJI_PART.test(char);
    out += char;
  }
  return out;
}

/**
 * Visitor text that no mail program turns into a link: a stranger may type any address into
 * the form, and a confirmation must not carry a clickable lure to them. Every scheme loses its
 * `//` and its colon, and a dot before a name of two or more characters with a letter
 * (`example[.]com`) and the dots of an IPv4 address are bracketed, so neither web nor e-mail
 * addresses are recognised, also when written with look-alike dots, with invisible characters
 * between their parts (those are dropped) or with combining accents beside a dot
 * (`secure\u0301.com` is a name a mail program may link); numbers (`3.5`, `14.30`) and
 * abbreviations (`e.g.`) stay as written.
 */
export function defuseLinks(value: string): string {
  return withoutInvisibles(value.normalize('NFC'))
    .replace(/\b([a-z][a-z\d+.-]*):(\/\/)?/giu, (match, scheme: string) =>
      /^(https?|ftp|file|mailto|tel|sms|data|javascript|callto|skype|whatsapp)$/i.test(scheme) ||
      match.endsWith('//')
        ? `${scheme} `
        : match,
    )
    .replace(
      new RegExp(
        `(?<=[\\p{L}\\p{M}\\p{N}_-])[${DOTS}](?=(?=[\\p{L}\\p{M}\\p{N}_-]*\\p{L})[\\p{L}\\p{M}\\p{N}_-]{2,})`,
        'gu',
      ),
      '[.]',
    )
    .replace(new RegExp(`\\b\\d{1,3}(?:[${DOTS}]\\d{1,3}){3}\\b`, 'gu'), (ip) =>
      ip.replace(new RegExp(`[${DOTS}]`, 'gu'), '[.]'),
    );
}
