/**
 * The offline policy, in one place for the pages and the service worker (both import it): what
 * an answer to a submission means, how long a kept submission is retried, and how long each
 * side waits.
 */

/** How long a kept submission is retried before the visitor is asked to send it again. */
export const QUEUE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** The worker keeps a submission for later when the network has not answered after this long. */
export const WORKER_SEND_TIMEOUT_MS = 12_000;

/**
 * The page waits longer than the worker. Its request goes through the worker, which answers
 * "kept for later" (202) once its own 12 s are up; a page that gave up first would show an
 * error for a request that is in fact kept and will be delivered, and a visitor who then
 * changed a word and sent again would book twice.
 */
export const PAGE_SEND_TIMEOUT_MS = WORKER_SEND_TIMEOUT_MS + 3_000;

/**
 * The `online` event can fire a moment before requests get through: the page asks for a
 * replay at once and again after these delays.
 */
export const ONLINE_RETRY_DELAYS_MS = [3_000, 10_000] as const;

/** While something waits and a page is open (and online), it asks for a replay this often. */
export const WAITING_RETRY_INTERVAL_MS = 30_000;

/** The longest wait a server's Retry-After can impose on a kept submission. */
export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/**
 * What an answer means for a submission. Delivered needs the server's own confirmation: a 2xx
 * JSON answer with the stored request's id. A captive portal's or a misrouted proxy's
 * `200 text/html` is no delivery and is retried. Timeouts, rate limits and server errors are
 * retried; any other 4xx is a refusal, which retrying cannot change.
 *
 * `body` is the answer's parsed JSON, or undefined when it is not JSON.
 */
export function classifyAnswer(status: number, body: unknown): 'delivered' | 'rejected' | 'retry' {
  if (status >= 200 && status < 300) return confirmsDelivery(body) ? 'delivered' : 'retry';
  if (status >= 400 && status < 500 && ![408, 425, 429].includes(status)) return 'rejected';
  return 'retry';
}

function confirmsDelivery(body: unknown): body is { id: string } {
  if (typeof body !== 'object' || body === null) return false;
  const { id } = body as { id?: unknown };
  return typeof id === 'string' && id.length > 0;
}

/** The JSON of an answer that declares itself JSON; undefined for anything else. */
export async function answerJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) return undefined;
  return response
    .clone()
    .json()
    .catch(() => undefined);
}

/**
 * How long to wait before the next try, from a Retry-After header (seconds or an HTTP date),
 * capped at MAX_RETRY_AFTER_MS; 0 without one.
 */
export function retryAfterMs(header: string | null, now: number): number {
  if (!header) return 0;
  const text = header.trim();
  const wait = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  return Number.isFinite(wait) ? Math.min(Math.max(0, wait), MAX_RETRY_AFTER_MS) : 0;
}
