import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { intlTag } from '../../lib/locales.ts';

const underOne = msg({
  message: 'unter\u00a01',
  comment: "a baby's age; a no-break space keeps the 1 with its word, as the e-mails do",
});
// The last age and its unit are joined by a no-break space: a narrow card broke '(1, 4 und 11'
// from 'Jahre)'.
const oneYear = msg({
  message: '{ages}\u00a0Jahr',
  comment: 'ages: one age up to 1, e.g. "unter 1"; a no-break space before the unit',
});
const years = msg({
  message: '{ages}\u00a0Jahre',
  comment: 'ages: a list, e.g. "4 und 7"; a no-break space before the unit',
});

/** One age as a choice in the form: 'unter 1' / 'under 1' for a baby, else the number. */
export const ageChoice = (age: number, i18n: I18n): string =>
  age === 0 ? i18n._(underOne) : String(age);

/**
 * The ages of the children the seats are for, as the e-mails write them
 * (supabase/functions/_shared/mail/format.ts): [4, 7] → '4 und 7 Jahre' / '4 and 7 years',
 * [1] → '1 Jahr' / '1 year', [0] → 'unter 1 Jahr' / 'under 1 year'.
 */
export function formatChildAges(ages: readonly number[], i18n: I18n): string {
  const list = new Intl.ListFormat(intlTag(i18n.locale), { type: 'conjunction' }).format(
    ages.map((age) => ageChoice(age, i18n)),
  );
  const unit = ages.length === 1 && ages[0]! <= 1 ? oneYear : years;
  return i18n._({ ...unit, values: { ages: list } });
}
