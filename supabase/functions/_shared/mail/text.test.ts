import { describe, expect, it } from 'vitest';
import { defuseLinks } from './text.ts';

describe('defuseLinks', () => {
  it.each([
    ['Visit https://pay.example.com/x now', 'Visit https pay[.]example[.]com/x now'],
    ['www.evil.example', 'www[.]evil[.]example'],
    ['write to help@pay.example', 'write to help@pay[.]example'],
    ['mailto:x@y.com', 'mailto x@y[.]com'],
    ['tel:+431234', 'tel +431234'],
    ['javascript:alert(1)', 'javascript alert(1)'],
    ['HTTPS://X.IO', 'HTTPS X[.]IO'],
    ['http://10.0.0.1/x', 'http 10[.]0[.]0[.]1/x'],
    // Ideographic and full-width full stops are read as dots in addresses too.
    ['evil。com and evil．com', 'evil[.]com and evil[.]com'],
  ])('%j → %j', (text, expected) => {
    expect(defuseLinks(text)).toBe(expected);
  });

  it.each([
    'Arrival 14.30, about 3.5 hours',
    'Hotel Sacher. Then the airport.',
    'e.g. two bags',
    'Note: a child seat, please',
    'Flug OS 915 aus Wien',
  ])('leaves ordinary text as written: %j', (text) => {
    expect(defuseLinks(text)).toBe(text);
  });
});
