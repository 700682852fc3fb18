import { useState } from 'react';
import { useDelivered } from './use-delivered.ts';
import type { FormOutcome, SentRequest } from './use-request-form.ts';

/**
 * Where a form section stands: its form (`'form'`), sent, or kept on the device, with the
 * request as sent. A kept request the worker has delivered since counts as sent, as of its
 * delivery, and `quiet`: its panel changed on its own (see ResultPanel).
 */
export function useRequestOutcome() {
  const [state, setState] = useState<'form' | FormOutcome>('form');
  const [request, setRequest] = useState<SentRequest | null>(null);
  const kept = state !== 'form' && state !== 'sent';
  const delivered = useDelivered(kept ? request?.key : undefined);
  return {
    state: delivered ? ('sent' as const) : state,
    request: delivered && request ? { ...request, ...delivered, sentAt: delivered.at } : request,
    quiet: delivered !== null,
    /** The form's onDone. */
    done: (outcome: FormOutcome, sent?: SentRequest) => {
      setRequest(sent ?? null);
      setState(outcome);
    },
    /** Back to the form. */
    again: () => setState('form'),
  };
}
