import { useLingui } from '@lingui/react/macro';
import { NO_SPECIAL_REQUESTS, type CarType } from '#shared/schemas/constants.ts';
import type { BookingPayload } from '#shared/schemas/payload.ts';
import { serviceLabels } from './service-options.ts';

/** 'yyyy-MM-dd' as the visitor reads a day, without time-zone arithmetic. */
function formatDay(ymd: string, locale: string): string {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'de-AT', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** What the visitor sent, as a list to check at a glance: the optional details when given. */
export function BookingSummary({ booking }: { booking: BookingPayload }) {
  const { t, i18n } = useLingui();
  const when = (date: string, time: string) =>
    i18n.locale === 'en'
      ? `${formatDay(date, 'en')}, ${time}`
      : `${formatDay(date, 'de')}, ${time} Uhr`;
  const cars: Record<CarType, string> = { 'e-klasse': t`E-Klasse`, 'v-klasse': t`V-Klasse` };
  const rows: [string, string | undefined][] = [
    [t`Service`, i18n._(serviceLabels[booking.service])],
    [t`Datum und Uhrzeit`, when(booking.date, booking.time)],
    [t`Flug- oder Zugnummer`, booking.flightNumber],
    [t`Fahrzeug`, cars[booking.carType]],
    [t`Fahrgäste`, String(booking.passengers)],
    [t`Koffer`, booking.suitcases === undefined ? undefined : String(booking.suitcases)],
    [
      t`Kindersitze`,
      booking.childSeatAges && booking.childSeatAges.map((age) => t`${age} Jahre`).join(', '),
    ],
    [t`Abholort`, booking.pickupLocation],
    [t`Zielort`, booking.destination],
    [
      t`Rückfahrt`,
      booking.returnDate && booking.returnTime
        ? `${when(booking.returnDate, booking.returnTime)} – ${booking.destination} → ${booking.pickupLocation}`
        : undefined,
    ],
    [
      t`Besondere Wünsche`,
      booking.specialRequests === NO_SPECIAL_REQUESTS ? undefined : booking.specialRequests,
    ],
  ];
  return (
    <dl className="booking-summary">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label} className="booking-summary__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
