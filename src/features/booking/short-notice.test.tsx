import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingFields, BookingFormValues } from '#shared/schemas/form.ts';
import { loadCatalog } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { emptyBooking } from './booking-values.ts';
import { isShortNotice, ShortNotice } from './short-notice.tsx';

beforeAll(async () => {
  await loadCatalog('contact');
});

/** Thursday 26 November 2026, 10:00 in Salzburg (09:00 UTC). */
const NOW = new Date(Date.UTC(2026, 10, 26, 9, 0));
/** The day the visitor picked in the calendar: a local midnight, as the date field gives it. */
const day = (d: number) => new Date(2026, 10, d);

function Form({ date, time }: { date: Date | undefined; time: BookingFields['time'] }) {
  const methods = useForm<BookingFields, unknown, BookingFormValues>({
    defaultValues: { ...emptyBooking, date, time },
  });
  return <ShortNotice methods={methods} now={() => NOW} />;
}

describe('the short-notice line', () => {
  it('tells the visitor to call for a pickup under 12 hours away, with the number', async () => {
    await renderWithProviders(<Form date={day(26)} time="21:30" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Kurzfristig? Für eine Fahrt in weniger als 12 Stunden rufen Sie uns bitte an: +43 662 870 870. Senden können Sie die Anfrage trotzdem.',
    );
    expect(screen.getByRole('link', { name: '+43 662 870 870' })).toHaveAttribute(
      'href',
      'tel:+43662870870',
    );
  });

  it('reads in English on the English form', async () => {
    await renderWithProviders(<Form date={day(26)} time="12:00" />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Short notice? For a ride less than 12 hours away, please call us: +43 662 870 870. You can still send the request.',
    );
  });

  it('stays away for a pickup 12 hours ahead or more, a past one, or no time yet', async () => {
    await renderWithProviders(<Form date={day(26)} time="22:00" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(isShortNotice(day(26), '21:59', NOW)).toBe(true);
    expect(isShortNotice(day(26), '22:00', NOW)).toBe(false);
    expect(isShortNotice(day(26), '09:30', NOW)).toBe(false);
    expect(isShortNotice(day(26), '', NOW)).toBe(false);
    expect(isShortNotice(undefined, '12:00', NOW)).toBe(false);
  });
});
