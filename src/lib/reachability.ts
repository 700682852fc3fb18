/**
 * Offline or unreachable: the rule for telling "this phone has no network" apart from "the
 * site answers but the booking service does not" (a wrong ALLOWED_ORIGINS, a function that
 * fails to boot, a 5xx from the platform). Both keep the request and retry it; only the first
 * may be called "offline". Imported by the service worker (it classifies a failed send) and the
 * pages (they judge how long a kept request has waited). See
 * docs/decisions/offline-vs-unreachable.md.
 */
import { timeoutSignal } from './timeout-signal.ts';

export type SendFailure = 'offline' | 'unreachable';

/**
 * A small file of the site's own origin that only this site serves as JSON: the web app
 * manifest. A captive portal answers it with its HTML page, which does not count.
 */
const PROBE_PATH = '/manifest.webmanifest';

/** How long the probe may take: a site that does not answer in this time counts as no network. */
const PROBE_TIMEOUT_MS = 4_000;

/** A kept request waiting longer than this while the device is online is a problem. */
export const KEPT_PROBLEM_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The rule: a send failed (the network threw, timed out, or the function answered 5xx or a 2xx
 * that confirms nothing). If the browser says it is offline, it is offline (no probe). Else the
 * site's own origin is asked (`probe`, no cache of any kind): when it answers with its own
 * manifest, the network works and the booking service is what fails, "unreachable"; when it
 * throws or answers something else (a portal's page), "offline".
 */
export async function classifySendFailure(
  probe: () => Promise<Response>,
  onLine: boolean,
): Promise<SendFailure> {
  if (!onLine) return 'offline';
  try {
    return (await isOwnManifest(await probe())) ? 'unreachable' : 'offline';
  } catch {
    return 'offline';
  }
}

async function isOwnManifest(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  const body: unknown = await response.json().catch(() => undefined);
  return typeof body === 'object' && body !== null && 'start_url' in body;
}

/** The probe as the worker runs it: its own fetch, which no route of the worker answers. */
export function probeOwnOrigin(origin: string): Promise<Response> {
  return fetch(new URL(PROBE_PATH, origin), {
    cache: 'no-store',
    credentials: 'omit',
    signal: timeoutSignal(PROBE_TIMEOUT_MS),
  });
}

/**
 * A kept request is a problem, not "waiting for network", once the oldest one has waited more
 * than a day while the device is online: the visitor is asked to call or write instead.
 */
export function keptTooLong(oldestQueuedAt: number | undefined, now: number, onLine: boolean) {
  return onLine && oldestQueuedAt !== undefined && now - oldestQueuedAt > KEPT_PROBLEM_AFTER_MS;
}
