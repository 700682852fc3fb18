import { useMemo, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bookingQuery, type BookingStart } from '#shared/schemas/booking-query.ts';
import { readBookingStart } from '#shared/schemas/booking-start.ts';
import type { BookingPayload } from '#shared/schemas/payload.ts';
import { KeptNote } from '../forms/kept-note.tsx';
import { QueuedNotice } from '../forms/queued-notice.tsx';
import { useReturnedRequest } from '../forms/use-returned-request.ts';
import { useRequestOutcome } from '../forms/use-request-outcome.ts';
import { BookingForm } from './booking-form.tsx';
import { BookingReceived } from './booking-received.tsx';

const subscribeNothing = () => () => {};

/**
 * What the address asks the form to start with (`?service=salzburgTour&tour=hellbrunn`,
 * `?destination=vienna`), only listed values. While hydrating there is none, as in the
 * prerendered HTML, which has no query: the form's parts hydrate one by one, and a service set in
 * the meantime drew a tour's facts into a part that had none (React error #418). The snapshot is
 * the start's own query, a string, so an unchanged address gives an equal one.
 */
function useRequestedStart(): BookingStart | undefined {
  const [params] = useSearchParams();
  const query = useSyncExternalStore(
    subscribeNothing,
    () => bookingQuery(readBookingStart(params)),
    () => '',
  );
  return useMemo(() => (query ? readBookingStart(new URLSearchParams(query)) : undefined), [query]);
}

/**
 * The booking tab: the form, then the booking-received view (or the queued notice).
 * `serviceFailing`: a kept request's last try reached the service, which did not take it.
 * `kept`: the bookings this device keeps for the network, said above a fresh form.
 */
export function BookingSection({
  serviceFailing = false,
  kept = 0,
}: {
  serviceFailing?: boolean;
  kept?: number;
}) {
  const { state, request: sent, quiet, done, again } = useRequestOutcome();
  const restore = useReturnedRequest('booking');
  const start = useRequestedStart();
  const [shown, setShown] = useState<string | null>(null);
  if (restore && restore.id !== shown) {
    // A kept request came back refused: the form again, filled in.
    setShown(restore.id);
    again();
  }
  if (state === 'sent') {
    return (
      <BookingReceived
        reference={sent?.reference}
        statusToken={sent?.statusToken}
        receiptHeld={sent?.receiptHeld === true}
        sentAt={sent?.sentAt}
        booking={sent?.payload.type === 'booking' ? (sent.payload as BookingPayload) : undefined}
        quiet={quiet}
      />
    );
  }
  if (state !== 'form') {
    return (
      <QueuedNotice
        form="booking"
        backgroundSync={state === 'queued'}
        unreachable={state === 'queued-unreachable' || serviceFailing}
      />
    );
  }
  return (
    <>
      <KeptNote form="booking" count={kept} unreachable={serviceFailing} />
      <BookingForm
        // A refused request brought back starts a new form; a start found once hydrated does not
        // (the form takes it as it stands, with what the visitor typed while the page loaded).
        key={restore?.id}
        restore={restore?.payload ?? null}
        start={start}
        onDone={done}
      />
    </>
  );
}
