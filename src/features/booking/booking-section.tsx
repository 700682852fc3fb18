import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isService, SERVICE_PARAM } from '#shared/schemas/constants.ts';
import type { BookingPayload } from '#shared/schemas/payload.ts';
import { QueuedNotice } from '../forms/queued-notice.tsx';
import { useReturnedRequest } from '../forms/use-returned-request.ts';
import type { FormOutcome, SentRequest } from '../forms/use-request-form.ts';
import { BookingForm } from './booking-form.tsx';
import { BookingReceived } from './booking-received.tsx';

/** The booking tab: the form, then the booking-received view (or the queued notice). */
export function BookingSection() {
  const [state, setState] = useState<'form' | FormOutcome>('form');
  const [sent, setSent] = useState<SentRequest | null>(null);
  const restore = useReturnedRequest('booking');
  const [params] = useSearchParams();
  const requested = params.get(SERVICE_PARAM);
  const service = isService(requested) ? requested : undefined;
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
        statusToken={sent?.statusToken}
        sentAt={sent?.sentAt}
        booking={sent?.payload.type === 'booking' ? (sent.payload as BookingPayload) : undefined}
      />
    );
  }
  if (state !== 'form') {
    return <QueuedNotice form="booking" backgroundSync={state === 'queued'} />;
  }
  return (
    <BookingForm
      key={restore?.id}
      restore={restore?.payload ?? null}
      service={service}
      onDone={(outcome, request) => {
        setSent(request ?? null);
        setState(outcome);
      }}
    />
  );
}
