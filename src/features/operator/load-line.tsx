import { useLingui } from '@lingui/react/macro';
import type { OperatorRequest } from '#shared/schemas/lifecycle.ts';
import { formatChildAges } from '../forms/child-ages.ts';
import { type Fact, FactLine, useRideFacts } from './fact-line.tsx';

/**
 * People, luggage, child seats and car in one line, to see at a glance what to send. Each
 * short fact stays whole ('4 Koffer', 'V-Klasse'), the seats' count with its word and their last
 * age with its unit, but the ages may wrap: '3 Kindersitze (1, 4 und 11 Jahre)' is wider than a
 * phone with its largest text.
 */
export function LoadLine({ booking }: { booking: OperatorRequest['booking'] }) {
  const { t, i18n } = useLingui();
  const ride = useRideFacts();
  const seats = booking.childSeatAges ?? [];
  // The ages as the mails and 'Every detail' write them: 'unter 1 Jahr', '4 und 7 Jahre'.
  const ages = formatChildAges(seats, i18n);
  // The seats' count stays with its word (a no-break space).
  const seatsFact =
    seats.length === 1
      ? t`1\u00a0Kindersitz (${ages})`
      : t`${seats.length}\u00a0Kindersitze (${ages})`;
  const facts: Fact[] = [
    ride.people(booking.passengers),
    ...(booking.suitcases !== undefined
      ? [{ text: t`${booking.suitcases} Koffer`, whole: true }]
      : []),
    ...(seats.length ? [{ text: seatsFact, whole: false }] : []),
    ride.car(booking.carType),
  ];
  return (
    <p className="overview__load">
      <FactLine facts={facts} />
    </p>
  );
}
