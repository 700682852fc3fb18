import { useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isService, SERVICE_PARAM, type Service } from '#shared/schemas/constants.ts';
import type { BookingPayload } from '#shared/schemas/payload.ts';
import { QueuedNotice } from '../forms/queued-notice.tsx';
import { useReturnedRequest } from '../forms/use-returned-request.ts';
import type { FormOutcome, SentRequest } from '../forms/use-request-form.ts';
import { BookingForm } from './booking-form.tsx';
import { BookingReceived } from './booking-received.tsx';

const subscribeNothing = () => () => {};

/**
 * The service the address asks for (`?service=eaglesTour`). While hydrating there is none, as in
 * the prerendered HTML, which has no query: the form's parts hydrate one by one, and a service
 * set in the meantime drew a tour's facts into a part that had none (React error #418).
 */
function useRequestedService(): Service | undefined {
  const [params] = useSearchParams();
  const requested = params.get(SERVICE_PARAM);
  return useSyncExternalStore(
    subscribeNothing,
    () => (isService(requested) ? requested : undefined),
    () => undefined,
  );
}

/** The booking tab: the form, then the booking-received view (or the queued notice). */
export function BookingSection() {
  const [state, setState] = useState<'form' | FormOutcome>('form');
  const [sent, setSent] = useState<SentRequest | null>(null);
  const restore = useReturnedRequest('booking');
  const service = useRequestedService();
  const [shown, setShown] = useState<string | null>(null);
  if (restore && restore.id !== shown) {
    // A kept request came back refused: the form again, filled in.
    setShown(restore.id);
    setState('form');
  }
  if (state === 'sent') {
    return (
      <BookingReceived
        reference={sent?.reference}
        booking={sent?.payload.type === 'booking' ? (sent.payload as BookingPayload) : undefined}
      />
    );
  }
  if (state !== 'form') {
    return <QueuedNotice form="booking" backgroundSync={state === 'queued'} />;
  }
  return (
    <BookingForm
      // A service found once hydrated starts a new form with it, drawn by the client alone.
      key={`${restore?.id ?? ''}${service ? ' service' : ''}`}
      restore={restore?.payload ?? null}
      service={service}
      onDone={(outcome, request) => {
        setSent(request ?? null);
        setState(outcome);
      }}
    />
  );
}
