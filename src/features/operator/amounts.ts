/**
 * What the operator types into a euro field, as whole cents: '540', '540,50', '540.50', '€ 540',
 * the Austrian '540,-', with thousands written the German or the English way ('1.540,50',
 * '1,540.50'). Empty is `undefined`; anything else `NaN` (the form says so).
 */
export function parseEuroCents(text: string): number | undefined {
  const typed = text.replace(/\s/g, '').replace(/^€|€$/g, '');
  if (typed === '') return undefined;
  // '540,-': whole euros, so no cents may stand before the dash.
  const dashed = /^(.*\d)[.,][-–—]{1,2}$/.exec(typed);
  const value = dashed ? dashed[1]! : typed;
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(value);
  const german = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(value);
  const english = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(value);
  const match = plain ?? german ?? english;
  if (!match || (dashed && match[2] !== undefined)) return Number.NaN;
  const euros = Number(match[1]!.replace(/[.,]/g, ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  return euros * 100 + cents;
}

/** Cents as the field shows them again: 54050 → '540,50' / '540.50', 54000 → '540'. */
export function centsToInput(cents: number, locale: string): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0
    ? String(euros)
    : `${euros}${locale === 'en' ? '.' : ','}${String(rest).padStart(2, '0')}`;
}
