import { useEffect, useState } from 'react';
import { listMyRequests, type MyRequest } from '../../lib/my-requests.ts';
import { onReturn } from '../../lib/on-return.ts';
import { isWorkerToPage, type KeptBooking } from '../../lib/sw-protocol.ts';
import { fetchStatus } from './status-client.ts';

/**
 * The requests this device sent, from its own storage (offline too), each asked for again when
 * the device is online or the visitor comes back to the page (on-return.ts); and the bookings
 * still kept for the network, newest first.
 *
 * A kept booking the worker delivers moves from one list to the other in one render, whichever
 * of the worker's two messages comes first: its DELIVERED (the sent list is read again and the
 * booking's key set aside) or its STATUS, which drops it from `kept` (the sent list is read again
 * before the kept ones change; the worker writes the sent entry before either message). It
 * showed twice, or not at all, in between.
 */
export function useMyRequests(kept: readonly KeptBooking[]) {
  const [requests, setRequests] = useState<MyRequest[] | null>(null);
  const [offline, setOffline] = useState(false);
  const [shownKept, setShownKept] = useState<readonly KeptBooking[]>([]);
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  /** When the list was last read: a request whose answer is due by then is overdue. */
  const [seenAt, setSeenAt] = useState(0);

  useEffect(() => {
    let active = true;
    void listMyRequests().then((list) => {
      if (!active) return;
      setRequests(list);
      setShownKept(kept);
    });
    return () => {
      active = false;
    };
  }, [kept]);

  useEffect(() => {
    let active = true;
    const show = async () => {
      const list = await listMyRequests();
      if (active) {
        setRequests(list);
        setSeenAt(Date.now());
      }
      return list;
    };
    const refresh = async () => {
      const list = await show();
      const results = await Promise.all(
        list.filter((entry) => !entry.gone).map((entry) => fetchStatus(entry.token)),
      );
      if (!active) return;
      setOffline(results.some((result) => result.kind === 'unavailable'));
      await show();
    };
    const delivered = async (key: string | undefined) => {
      const list = await listMyRequests();
      if (!active) return;
      setRequests(list);
      if (key) setSent((old) => new Set(old).add(key));
      void refresh();
    };
    void refresh();
    const stop = onReturn(() => void refresh());
    const onMessage = (event: MessageEvent) => {
      if (isWorkerToPage(event.data) && event.data.type === 'DELIVERED') {
        void delivered(event.data.key);
      }
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      active = false;
      stop();
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, []);

  const waiting = shownKept.filter((booking) => !sent.has(booking.key)).reverse();
  return { requests, offline, waiting, seenAt };
}
