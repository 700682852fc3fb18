import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOOKING_FIELDS } from '../schemas/request-model.ts';
import { DECISION_TEXTS } from './decision-texts.ts';
import { VISITOR_TEXTS } from './visitor-texts.ts';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
}

describe("the English e-mails' copy", () => {
  it("writes 'email' and '50%' as the site does", () => {
    const texts = [
      ...strings(VISITOR_TEXTS.en),
      ...strings(DECISION_TEXTS.en),
      ...BOOKING_FIELDS.map((field) => field.label.en),
    ];
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.filter((text) => /\be-mail/i.test(text))).toEqual([]);
    expect(texts.filter((text) => /\d[\s\u00a0\u202f]%/.test(text))).toEqual([]);
  });
});

describe("the confirmation's payment terms", () => {
  // The status page says them from the requests catalog; the mail must not say them otherwise.
  it.each(['de', 'en'] as const)('are the status page’s words (%s)', (locale) => {
    const catalog = readFileSync(
      fileURLToPath(new URL(`../../../../locales/${locale}/requests.po`, import.meta.url)),
      'utf8',
    );
    const { paymentOnTheDay, paymentBalanceOnTheDay } = DECISION_TEXTS[locale];
    for (const text of [paymentOnTheDay, paymentBalanceOnTheDay]) {
      expect(catalog).toContain(`msgstr "${text}"`);
    }
  });
});
