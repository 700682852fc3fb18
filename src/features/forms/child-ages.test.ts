import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n, loadCatalog } from '../../lib/i18n.ts';
import { formatChildAges } from './child-ages.ts';

beforeAll(async () => {
  await loadCatalog('contact');
});

describe('the children’s ages', () => {
  it('count a single year as one and keep the unit with the last age, as the e-mails do (mail/format.ts)', async () => {
    await activateLocale('en');
    expect(formatChildAges([1], i18n)).toBe('1\u00a0year');
    expect(formatChildAges([0], i18n)).toBe('under\u00a01\u00a0year');
    expect(formatChildAges([4], i18n)).toBe('4\u00a0years');
    expect(formatChildAges([0, 4, 7], i18n)).toBe('under\u00a01, 4 and 7\u00a0years');
    await activateLocale('de');
    expect(formatChildAges([1], i18n)).toBe('1\u00a0Jahr');
    expect(formatChildAges([1, 2], i18n)).toBe('1 und 2\u00a0Jahre');
    expect(formatChildAges([0], i18n)).toBe('unter\u00a01\u00a0Jahr');
    expect(formatChildAges([0, 3], i18n)).toBe('unter\u00a01 und 3\u00a0Jahre');
  });
});
