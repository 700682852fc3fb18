import { describe, expect, it } from 'vitest';
import { defuseLinks, displayName, headerText } from './text.ts';

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

  // Each reached the visitor's mail intact: an invisible character hid the dot from the rule,
  // or a dot that looks like one (and that NFKC or a browser reads as one) was not in it.
  it.each([
    ['evil\u200b.example/pay', 'evil[.]example/pay'],
    ['evil\u00ad.com', 'evil[.]com'],
    ['evil.\u200dcom', 'evil[.]com'],
    ['evil.c\u2060om', 'evil[.]com'],
    ['pay\ufeff.exa\u200cmple.com', 'pay[.]example[.]com'],
    ['evil\u2024example\u2024com', 'evil[.]example[.]com'],
    ['www\uFE52evil\uFE52com', 'www[.]evil[.]com'],
    ['www\uFF61evil\uFF61com', 'www[.]evil[.]com'],
    ['ht\u200btps://10\u20240\u20240\u20241/x', 'https 10[.]0[.]0[.]1/x'],
    // A combining accent before or after the dot: NFC has a letter for the first, not the rest.
    ['paypal-secure\u0301.com/refund', 'paypal-secur\u00e9[.]com/refund'],
    ['paypal-securq\u0301.com', 'paypal-securq\u0301[.]com'],
    ['evil.q\u0301om', 'evil[.]q\u0301om'],
  ])('invisible or look-alike dots: %j → %j', (text, expected) => {
    expect(defuseLinks(text)).toBe(expected);
  });

  it('keeps the joiners and variation selectors of emoji', () => {
    const text = 'Family 👨\u200d👩\u200d👧 trip to the 🏔\ufe0f, with 👍🏽 from 🏴󠁧󠁢󠁳󠁣󠁴󠁿';
    expect(defuseLinks(text)).toBe(text);
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

describe('headerText', () => {
  it('drops invisible characters, so a search of the inbox finds the name', () => {
    expect(headerText('Anfrage – An\u200Bna Mus\u2060ter\uFEFF')).toBe('Anfrage – Anna Muster');
    expect(headerText('An\u202Ena')).toBe('Anna');
    // The joiners and marks a script or an emoji needs stay.
    expect(headerText('می\u200Cخواهم ශ්\u200Dරී 👨\u200D👩\u200D👧 \u200F')).toBe(
      'می\u200Cخواهم ශ්\u200Dරී 👨\u200D👩\u200D👧 \u200F',
    );
    expect(headerText('Anna\r\nBcc: x@example.com')).toBe('Anna Bcc: x@example.com');
  });
});

describe('displayName', () => {
  it('leaves out a word with an @, so no name poses as another address', () => {
    expect(displayName('"Boss" <ceo@bank.example>')).toBe('Boss');
    expect(displayName('ceo@bank.example')).toBe('');
    expect(displayName('Anna<ceo@bank.example>')).toBe('Anna');
    expect(displayName('Boss ceo\uFF20bank.example')).toBe('Boss');
    expect(displayName('Anna Hübner')).toBe('Anna Hübner');
  });
});
