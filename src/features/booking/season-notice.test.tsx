import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingFields, BookingFormValues } from '#shared/schemas/form.ts';
import { outOfSeason } from '#shared/schemas/bookable-tours.ts';
import { tours } from '../../content/tours.ts';
import { loadCatalog } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { emptyBooking } from './booking-values.ts';
import { SeasonNotice } from './season-notice.tsx';

beforeAll(async () => {
  await loadCatalog('contact');
});

/** The day the visitor picked in the calendar: a local midnight, as the date field gives it. */
const day = (month: number, d: number) => new Date(2026, month - 1, d);

function Form({ tour, date }: { tour: BookingFields['tour']; date: Date | undefined }) {
  const methods = useForm<BookingFields, unknown, BookingFormValues>({
    defaultValues: { ...emptyBooking, tour, date },
  });
  return <SeasonNotice methods={methods} />;
}

describe('the out-of-season line', () => {
  it("says when the Eagle's Nest runs for a day in November, and that the request may go", async () => {
    await renderWithProviders(<Form tour="eaglesNest" date={day(11, 28)} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Außerhalb der Saison: Diese Tour bieten wir von Mai bis September an. Für diesen Tag schlagen wir Ihnen gern eine Alternative vor; senden können Sie die Anfrage trotzdem.',
    );
  });

  it('reads in English on the English form', async () => {
    await renderWithProviders(<Form tour="fortress" date={day(3, 2)} />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Out of season: we offer this tour from May to September. For this day we will gladly suggest an alternative; you can still send the request.',
    );
  });

  it('stays away in the season, for a tour that runs all year, and without a tour or a day', async () => {
    for (const [tour, date] of [
      ['eaglesNest', day(7, 14)],
      ['salzkammergut', day(11, 28)],
      ['', day(11, 28)],
      ['eaglesNest', undefined],
    ] as const) {
      const { unmount } = await renderWithProviders(<Form tour={tour} date={date} />);
      expect(screen.queryByRole('status'), `${tour} ${String(date)}`).toBeNull();
      unmount();
    }
  });

  it('counts the first and the last month of the season in', () => {
    const { season } = tours.eaglesNest;
    expect(outOfSeason(season, '2026-04-30')).toBe(true);
    expect(outOfSeason(season, '2026-05-01')).toBe(false);
    expect(outOfSeason(season, '2026-09-30')).toBe(false);
    expect(outOfSeason(season, '2026-10-01')).toBe(true);
    expect(outOfSeason(tours.hellbrunn.season, '2026-01-15')).toBe(false);
  });
});
