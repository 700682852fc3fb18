/**
 * How the smoke command's test message fared: its mail to the operator sent, or the error that
 * holds it back. A wrong Resend key or an unverified sender domain keeps every mail waiting
 * without failing the send of the request, and the smoke command would otherwise pass
 * (supabase/README.md, "Deploying to Supabase").
 */
import type { Background } from './background.ts';
import type { Queryable } from './db/types.ts';

export interface TestMailOutcome {
  /** The outbox's status ('sent', 'pending', 'failed'), or 'missing'. */
  status: string;
  error?: string;
}

/** Longer than a Resend send takes, shorter than a function's answer may (150 s). */
const WAIT_MS = 30_000;

export async function testMailOutcome(
  db: Queryable,
  background: Pick<Background, 'idle'>,
  messageId: string,
): Promise<TestMailOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    background.idle(),
    new Promise((resolve) => (timer = setTimeout(resolve, WAIT_MS))),
  ]);
  clearTimeout(timer);
  const [row] = await db.query<{ status: string; last_error: string | null }>(
    `select status, last_error from public.mail_outbox
      where contact_message_id = $1 and recipient_role = 'operator'`,
    [messageId],
  );
  if (!row) return { status: 'missing' };
  return { status: row.status, ...(row.last_error ? { error: row.last_error } : {}) };
}
