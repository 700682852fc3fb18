import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitSubject } from './client-address.ts';
import { parseClientAddressSource } from './config.ts';

const request = (headers: Record<string, string>) => new Request('http://x/', { headers });

describe('clientAddress', () => {
  const forwarded = request({
    'x-forwarded-for': '6.6.6.6, 198.51.100.9,203.0.113.4',
    'cf-connecting-ip': '192.0.2.44',
  });

  it('takes the socket address unless told otherwise', () => {
    expect(clientAddress(forwarded, '10.0.0.1', parseClientAddressSource(undefined))).toBe(
      '10.0.0.1',
    );
    expect(clientAddress(forwarded, undefined, parseClientAddressSource('socket'))).toBe('unknown');
  });

  it('takes the entry the trusted proxies appended, counted from the right', () => {
    const rightmost = parseClientAddressSource('x-forwarded-for');
    expect(clientAddress(forwarded, '10.0.0.1', rightmost)).toBe('203.0.113.4');
    const secondHop = parseClientAddressSource('X-Forwarded-For:2');
    expect(clientAddress(forwarded, '10.0.0.1', secondHop)).toBe('198.51.100.9');
    // Fewer entries than trusted hops: the client wrote none, so the leftmost is the proxy's.
    expect(
      clientAddress(forwarded, '10.0.0.1', parseClientAddressSource('x-forwarded-for:5')),
    ).toBe('6.6.6.6');
    expect(clientAddress(request({}), '10.0.0.1', rightmost)).toBe('10.0.0.1');
  });

  it("takes a platform's own header", () => {
    expect(clientAddress(forwarded, '10.0.0.1', parseClientAddressSource('CF-Connecting-IP'))).toBe(
      '192.0.2.44',
    );
  });

  it('refuses a setting it cannot read', () => {
    expect(() => parseClientAddressSource('x-forwarded-for:0')).toThrow(/CLIENT_ADDRESS_SOURCE/);
    expect(() => parseClientAddressSource('not a header')).toThrow(/CLIENT_ADDRESS_SOURCE/);
  });
});

describe('rateLimitSubject', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::1]:443', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['garbage', 'garbage'],
  ])('%s → %s', (address, subject) => {
    expect(rateLimitSubject(address)).toBe(subject);
  });
});
