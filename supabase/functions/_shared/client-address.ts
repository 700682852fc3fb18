/**
 * Which client a request counts for in the rate limit. Only an address the platform wrote can
 * be trusted: the TCP peer, the entry its proxy appended to X-Forwarded-For (entries further
 * left are whatever the client sent), or a header the platform sets itself.
 */
import type { ClientAddressSource } from './config.ts';

export function clientAddress(
  req: Request,
  remoteAddr: string | undefined,
  source: ClientAddressSource,
): string {
  const socket = remoteAddr || 'unknown';
  if (source.kind === 'socket') return socket;
  if (source.kind === 'header') return req.headers.get(source.name)?.trim() || socket;
  const hops = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (hops.length === 0) return socket;
  return hops[Math.max(0, hops.length - source.hops)]!;
}

/**
 * The rate limit's subject for an address: an IPv4 address as it is, an IPv6 address by its
 * /64 (a household, a phone or a server gets a whole /64, so counting single addresses would
 * give one client thousands of allowances), anything else as written.
 */
export function rateLimitSubject(address: string): string {
  let value = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?$/i.exec(value);
  if (v4) return v4[1]!;
  const hextets = ipv6Hextets(value.replace(/%.*$/, ''));
  if (!hextets) return Array.from(value).slice(0, 100).join('');
  return `${hextets.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros; null if it is none. */
function ipv6Hextets(value: string): string[] | null {
  if (!value.includes(':')) return null;
  let text = value.toLowerCase();
  const embedded = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (embedded) {
    const [a, b, c, d] = embedded.slice(1).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((n) => n > 255)) return null;
    text = `${text.slice(0, embedded.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16).toString(16));
}
