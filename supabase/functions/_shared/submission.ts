/** Reading a submission off the wire: media type, idempotency key, size and JSON, in that order. */
import { isJsonContentType, isUuid, readBodyCapped } from './http.ts';

export type Submission =
  | { ok: true; idempotencyKey: string; body: unknown }
  | { ok: false; status: number; answer: Record<string, unknown> };

/** A small JSON body (the console's and the status page's requests): media type, size, JSON. */
export async function readJsonBody(
  req: Request,
  maxBytes: number,
): Promise<
  { ok: true; body: unknown } | { ok: false; status: number; answer: Record<string, unknown> }
> {
  if (!isJsonContentType(req.headers.get('content-type'))) {
    return { ok: false, status: 415, answer: { error: 'unsupported_media_type' } };
  }
  const tooLarge = {
    ok: false,
    status: 413,
    answer: { error: 'payload_too_large', maxBytes },
  } as const;
  if (Number(req.headers.get('content-length') ?? '0') > maxBytes) return tooLarge;
  const text = await readBodyCapped(req, maxBytes);
  if (text === null) return tooLarge;
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, answer: { error: 'invalid_json' } };
  }
}

export async function readSubmission(req: Request, maxBytes: number): Promise<Submission> {
  const refuse = (status: number, answer: Record<string, unknown>): Submission => ({
    ok: false,
    status,
    answer,
  });
  if (!isJsonContentType(req.headers.get('content-type'))) {
    return refuse(415, { error: 'unsupported_media_type' });
  }
  const key = req.headers.get('idempotency-key')?.trim();
  if (!key) return refuse(400, { error: 'idempotency_key_required' });
  if (!isUuid(key)) return refuse(400, { error: 'idempotency_key_invalid' });

  const read = await readJsonBody(req, maxBytes);
  return read.ok ? { ok: true, idempotencyKey: key.toLowerCase(), body: read.body } : read;
}
