/**
 * The operator's signed-in devices and the count of wrong passphrases (docs/decisions/booking-lifecycle.md).
 * A wrong attempt is counted before the passphrase is checked, so parallel guesses cannot slip
 * past the limit between a check and its count; a right one takes its count back.
 */
import type { Queryable } from './db/types.ts';
import { OPERATOR_SESSION_DAYS } from './schemas/lifecycle.ts';
import { keyedSecretHash, randomSecret } from './secrets.ts';

/** Wrong passphrases allowed per client address and quarter hour, and from everyone per hour. */
export const SIGN_IN_LIMITS = {
  perClient: { failures: 5, windowMs: 15 * 60_000 },
  overall: { failures: 50, windowMs: 60 * 60_000 },
} as const;

const EVERYONE = 'all';

const windowStart = (now: Date, windowMs: number) =>
  new Date(Math.floor(now.getTime() / windowMs) * windowMs);

async function bump(db: Queryable, subject: string, start: Date, delta: 1 | -1): Promise<number> {
  const rows = await db.query<{ failures: number }>(
    `insert into public.operator_sign_in_failures as f (client_hash, window_start, failures)
     values ($1, $2::timestamptz, greatest($3, 0))
     on conflict (client_hash, window_start)
       do update set failures = greatest(f.failures + $3, 0)
     returning f.failures::int as failures`,
    [subject, start.toISOString(), delta],
  );
  return Number(rows[0]?.failures ?? 0);
}

export interface AttemptCount {
  /** Seconds to wait when over a limit; 0 when this attempt may be checked. */
  retryAfterSeconds: number;
  /** Takes the attempt back out of the counts (it was right). */
  release(): Promise<void>;
}

/**
 * Counts one attempt as wrong until `release()`; over a limit, says how long to wait. An
 * attempt its own address is already refused for is never checked, so it does not count
 * against everyone: one address alone cannot keep the operator out for the hour.
 */
export async function countAttempt(
  db: Queryable,
  clientHash: string,
  now: Date,
): Promise<AttemptCount> {
  const { perClient, overall } = SIGN_IN_LIMITS;
  const clientStart = windowStart(now, perClient.windowMs);
  const overallStart = windowStart(now, overall.windowMs);
  const wait = (until: number) => ({
    retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
    release: async () => {},
  });
  const mine = await bump(db, clientHash, clientStart, 1);
  if (mine > perClient.failures) {
    await bump(db, clientHash, clientStart, -1);
    return wait(clientStart.getTime() + perClient.windowMs);
  }
  const everyone = await bump(db, EVERYONE, overallStart, 1);
  const release = async () => {
    await bump(db, clientHash, clientStart, -1);
    await bump(db, EVERYONE, overallStart, -1);
  };
  if (everyone > overall.failures) {
    await release();
    return wait(overallStart.getTime() + overall.windowMs);
  }
  return { retryAfterSeconds: 0, release };
}

/** 'iPhone · Safari' from a User-Agent: enough to tell the operator's devices apart. */
export function deviceLabel(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const device =
    /iPhone|iPad|Android|Macintosh|Windows|Linux/.exec(ua)?.[0]?.replace('Macintosh', 'Mac') ??
    'Gerät';
  const browser =
    /Edg|Firefox|CriOS|Chrome|Safari/
      .exec(ua)?.[0]
      ?.replace('Edg', 'Edge')
      .replace('CriOS', 'Chrome') ?? '';
  return browser ? `${device} · ${browser}` : device;
}

/**
 * What signs a device in: the passphrase, and the function's salt that keys the stored hash. A
 * new passphrase signs every device out (a lost phone, a passphrase told to the wrong person).
 */
export type SessionKey = { passphrase: string; salt: string };

const sessionHash = (session: string, key: SessionKey) =>
  keyedSecretHash(key.salt, key.passphrase.normalize('NFC'), session);

export async function createSession(
  db: Queryable,
  key: SessionKey,
  now: Date,
  label: string,
): Promise<{ session: string; expiresAt: string }> {
  const session = randomSecret(32);
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_DAYS * 86_400_000).toISOString();
  await db.query(
    `insert into public.operator_sessions (token_hash, created_at, expires_at, label)
     values ($1, $2::timestamptz, $3::timestamptz, $4)`,
    [await sessionHash(session, key), now.toISOString(), expiresAt, label.slice(0, 200)],
  );
  return { session, expiresAt };
}

/**
 * The device a session secret belongs to, while it has not expired and the passphrase is the
 * one it signed in with; null otherwise.
 */
export async function findSession(
  db: Queryable,
  key: SessionKey,
  session: string,
  now: Date,
): Promise<{ label: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(session)) return null;
  const rows = await db.query<{ label: string }>(
    `select label from public.operator_sessions
     where token_hash = $1 and expires_at > $2::timestamptz`,
    [await sessionHash(session, key), now.toISOString()],
  );
  return rows[0] ?? null;
}

export async function deleteSession(
  db: Queryable,
  key: SessionKey,
  session: string,
): Promise<void> {
  await db.query(`delete from public.operator_sessions where token_hash = $1`, [
    await sessionHash(session, key),
  ]);
}

/** Drops expired sessions and failure counts no limit reads any more. */
export async function pruneOperatorState(db: Queryable, now: Date): Promise<void> {
  await db.query(`delete from public.operator_sessions where expires_at <= $1::timestamptz`, [
    now.toISOString(),
  ]);
  await db.query(
    `delete from public.operator_sign_in_failures where window_start < $1::timestamptz`,
    [new Date(now.getTime() - SIGN_IN_LIMITS.overall.windowMs).toISOString()],
  );
}
