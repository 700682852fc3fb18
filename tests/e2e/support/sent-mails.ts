import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mailFolder } from '../../../playwright.config.ts';

/**
 * Each mail file read once: the local backend writes a mail under a temporary name and renames
 * it when whole (one file per mail, named by its key), so a name once seen never changes. A
 * poll then reads only what arrived since the last one, not the whole folder again.
 */
const read = new Map<string, string>();

/** The e-mails the local backend sent (.eml files) that mention a value (e.g. a unique e-mail). */
export function mailsMentioning(value: string): string[] {
  let files: string[];
  try {
    files = readdirSync(mailFolder).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  for (const file of files) {
    if (!read.has(file)) read.set(file, readFileSync(path.join(mailFolder, file), 'utf8'));
  }
  return files.map((file) => read.get(file)!).filter((mail) => mail.includes(value));
}

/** A unique address per test, so each test counts only its own mails. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Quoted-printable (RFC 2045) to text: soft line breaks joined, =XX bytes read as UTF-8. */
function fromQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(i + 1))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** What the reader of an .eml reads: the decoded subject and the plain-text part. */
export function readableMail(raw: string): string {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const subject = (/^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '').replace(
    /=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi,
    (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
  );
  const part =
    /Content-Type: text\/plain[^\n]*\r?\nContent-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(
      raw,
    );
  if (!part) throw new Error('no text/plain part');
  const [, encoding, body] = part;
  const text =
    encoding!.toLowerCase() === 'base64'
      ? Buffer.from(body!.replace(/\s/g, ''), 'base64').toString('utf8')
      : encoding!.toLowerCase() === 'quoted-printable'
        ? fromQuotedPrintable(body!)
        : body!;
  return `${subject}\n${text}`;
}

/** The calendar attachment of an .eml (text/calendar), decoded, or '' when it has none. */
export function calendarOf(raw: string): string {
  const part = /Content-Type: text\/calendar[^\n]*\n((?:[^\n]+\n)*?)\r?\n([\s\S]*?)\r?\n--/i.exec(
    raw,
  );
  if (!part) return '';
  const [, headers = '', body = ''] = part;
  if (/Content-Transfer-Encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers)) {
    return fromQuotedPrintable(body);
  }
  return body;
}
