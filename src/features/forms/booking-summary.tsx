import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { TourId } from '#shared/schemas/bookable-tours.ts';
import { typedWishes, type CarType } from '#shared/schemas/constants.ts';
import type { BookingPayload } from '#shared/schemas/payload.ts';
import { tourPrice, tours } from '../../content/tours.ts';
import { formatChildAges } from './child-ages.ts';
import { formatClock, formatDay, formatPickup } from './display.ts';
import { numberLabel, timeLabel } from './service-field-labels.ts';
import { bookableServiceLabels } from './service-labels.ts';

/**
 * What a summary needs: the trip's core, and whatever else is known. The status page before a
 * confirmation has no pickup, destination or wishes (the server leaves them out, as the mails).
 */
export type SummaryBooking = Pick<
  BookingPayload,
  'service' | 'carType' | 'date' | 'time' | 'passengers'
> &
  Partial<BookingPayload>;

/** A car's name as the booking form writes it. */
export function useCarNames(): Record<CarType, string> {
  const { t } = useLingui();
  return { 'e-klasse': t`E-Klasse`, 'v-klasse': t`V-Klasse` };
}

/** A booked tour as the form showed it: 'Salzburg-Stadttour – 2 Stunden, 180 € pro Fahrzeug, …'. */
export function tourLine(id: TourId, i18n: I18n): string {
  const tour = tours[id];
  return `${i18n._(tour.title)} – ${i18n._(tour.duration)}, ${tourPrice(tour, i18n)}`;
}

/** What the visitor sent, as a list to check at a glance: the optional details when given. */
/** A facts row's class: a long text (special requests, a message) stands under its label. */
export const factsRowClass = (long?: boolean | 'long') =>
  long ? 'facts__row facts__row--long' : 'facts__row';

export function BookingSummary({ booking }: { booking: SummaryBooking }) {
  const { t, i18n } = useLingui();
  const cars = useCarNames();
  const way =
    booking.destination && booking.pickupLocation
      ? ` – ${booking.destination} → ${booking.pickupLocation}`
      : '';
  const rows: [string, string | undefined, 'long'?][] = [
    [t`Service`, i18n._(bookableServiceLabels[booking.service])],
    [t`Tour`, booking.tour && tourLine(booking.tour, i18n)],
    [t`Datum`, formatDay(booking.date, i18n.locale)],
    [i18n._(timeLabel(booking.service)), formatClock(booking.time, i18n.locale)],
    [i18n._(numberLabel(booking.service)), booking.flightNumber],
    [t`Fahrzeug`, cars[booking.carType]],
    [t`Fahrgäste`, String(booking.passengers)],
    [t`Koffer`, booking.suitcases === undefined ? undefined : String(booking.suitcases)],
    [
      // Ages, not a count: '4 Jahre' under 'Kindersitze' alone read as four seats.
      t`Kindersitze (Alter)`,
      booking.childSeatAges?.length ? formatChildAges(booking.childSeatAges, i18n) : undefined,
    ],
    [t`Abholort`, booking.pickupLocation],
    [t`Zielort`, booking.destination],
    [
      t`Rückfahrt`,
      booking.returnDate && booking.returnTime
        ? `${formatPickup(booking.returnDate, booking.returnTime, i18n.locale)}${way}`
        : undefined,
    ],
    [t`Besondere Wünsche`, typedWishes(booking.specialRequests), 'long'],
  ];
  return (
    <dl className="facts booking-summary">
      {rows
        .filter((row): row is [string, string, 'long'?] => Boolean(row[1]))
        .map(([label, value, long]) => (
          <div key={label} className={factsRowClass(long)}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
