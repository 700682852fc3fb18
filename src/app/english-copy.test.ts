import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECISION_TEXTS } from '#shared/mail/decision-texts.ts';
import { VISITOR_TEXTS } from '#shared/mail/visitor-texts.ts';
import { BOOKING_FIELDS } from '#shared/schemas/request-model.ts';

/**
 * One English spelling on the site and in the e-mails (docs/product.md, names and casing):
 * 'email' as the spec's own 'Please enter a valid email address' writes it, and '50%' without
 * the German space.
 */
const folder = path.resolve(import.meta.dirname, '../../locales/en');

/** A .po entry's msgid or msgstr, its continued lines joined. */
function field(entry: string, name: 'msgid' | 'msgstr'): string {
  const match = new RegExp(`^${name} "(.*)"((?:\\n".*")*)`, 'm').exec(entry);
  if (!match) return '';
  return match[1]! + [...match[2]!.matchAll(/\n"(.*)"/g)].map(([, line]) => line).join('');
}

/** The translated English texts of every catalog (one still German, msgstr = msgid, aside). */
function englishCatalogTexts(): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) => readFileSync(path.join(folder, file), 'utf8').split(/\n\n/))
    .map((entry) => ({ id: field(entry, 'msgid'), text: field(entry, 'msgstr') }))
    .filter(({ id, text }) => text && text !== id)
    .map(({ text }) => text);
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [];
  return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
}

const mailTexts = () => [
  ...strings(VISITOR_TEXTS.en),
  ...strings(DECISION_TEXTS.en),
  ...BOOKING_FIELDS.map((field) => field.label.en),
];

describe('English copy', () => {
  for (const [where, texts] of [
    ['the site', englishCatalogTexts],
    ['the e-mails', mailTexts],
  ] as const) {
    it(`writes 'email' and '50%' in ${where}`, () => {
      const all = texts();
      expect(all.length).toBeGreaterThan(20);
      expect(all.filter((text) => /\be-mail/i.test(text))).toEqual([]);
      expect(all.filter((text) => /\d[\s\u00a0\u202f]%/.test(text))).toEqual([]);
    });
  }
});
