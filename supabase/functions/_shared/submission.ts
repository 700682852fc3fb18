/** Reading a submission off the wire: media type, idempotency key, size and JSON, in that order. */
import { isJsonContentType, isUuid, readBodyCapped } from './http.ts';

export type Submission =
  | { ok: true; idempotencyKey: string; body: unknown }
  | { ok: false; status: number; answer: Record<string, unknown> };

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

  const tooLarge = refuse(413, { error: 'payload_too_large', maxBytes });
  if (Number(req.headers.get('content-length') ?? '0') > maxBytes) return tooLarge;
  const text = await readBodyCapped(req, maxBytes);
  if (text === null) return tooLarge;
  try {
    return { ok: true, idempotencyKey: key.toLowerCase(), body: JSON.parse(text) };
  } catch {
    return refuse(400, { error: 'invalid_json' });
  }
}
