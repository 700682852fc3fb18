import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../locales/en');

/** (msgctxt + msgid) → msgstr pairs of a .po file (single-line and wrapped strings). */
function entries(file: string): [string, string][] {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const pairs: [string, string][] = [];
  const block = /^(?:msgctxt ((?:".*"\n?)+))?msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm;
  const join = (lines: string) =>
    lines
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as string)
      .join('');
  for (const match of text.matchAll(block)) {
    const context = match[1] ? `${join(match[1])}\u0004` : '';
    pairs.push([context + join(match[2]!), join(match[3]!)]);
  }
  return pairs.filter(([id]) => id !== '');
}

describe('English catalogs', () => {
  it('translate a German text the same way in every area', () => {
    // The areas' catalogs merge into one message table at run time: two translations of the
    // same text would let whichever catalog loaded last decide.
    const seen = new Map<string, Set<string>>();
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
      for (const [id, str] of entries(file)) seen.set(id, (seen.get(id) ?? new Set()).add(str));
    }
    const conflicts = [...seen].filter(([, strs]) => strs.size > 1).map(([id, s]) => [id, [...s]]);
    expect(conflicts).toEqual([]);
    expect(seen.size).toBeGreaterThan(100);
  });
});

describe('English copy', () => {
  it("writes 'email' and '50%' as the spec does (its 'Please enter a valid email address')", () => {
    // Translated entries only: a catalog still German (msgstr = msgid) is another test's matter.
    const texts = readdirSync(dir)
      .filter((name) => name.endsWith('.po'))
      .flatMap((file) => entries(file))
      .filter(([id, str]) => str && str !== id)
      .map(([, str]) => str);
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => /\be-mail/i.test(text))).toEqual([]);
    expect(texts.filter((text) => /\d[\s\u00a0\u202f]%/.test(text))).toEqual([]);
  });

  it('sets apostrophes as the quotes and dashes are set: typographic (’), in both languages', () => {
    // The English translations and the German source texts they sit beside (a German name such
    // as 'Kehlsteinhaus-Tour (Eagle’s Nest)' is the id).
    const texts = readdirSync(dir)
      .filter((name) => name.endsWith('.po'))
      .flatMap((file) => entries(file))
      .flat();
    expect(texts.filter((text) => /\p{L}'\p{L}|s' /u.test(text))).toEqual([]);
    expect(texts.filter((text) => text.includes('’')).length).toBeGreaterThan(30);
  });
});
