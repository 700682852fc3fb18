import { useState } from 'react';
import { QueuedNotice } from '../forms/queued-notice.tsx';
import { useReturnedRequest } from '../forms/use-returned-request.ts';
import type { FormOutcome } from '../forms/use-request-form.ts';
import { BookingForm } from './booking-form.tsx';
import { BookingReceived } from './booking-received.tsx';

/** The booking tab: the form, then the booking-received view (or the queued notice). */
export function BookingSection() {
  const [state, setState] = useState<'form' | FormOutcome>('form');
  const restore = useReturnedRequest('booking');
  const [shown, setShown] = useState<string | null>(null);
  if (restore && restore.id !== shown) {
    // A kept request came back refused: the form again, filled in.
    setShown(restore.id);
    setState('form');
  }
  if (state === 'sent') return <BookingReceived />;
  if (state !== 'form') {
    return <QueuedNotice form="booking" backgroundSync={state === 'queued'} />;
  }
  return <BookingForm key={restore?.id} restore={restore?.payload ?? null} onDone={setState} />;
}
