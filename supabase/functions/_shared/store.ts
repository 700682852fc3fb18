/** The SQL the function runs: rate-limit counters and storing a request with its outbox mails. */
import type { Db, Queryable, SqlParam } from './db/types.ts';
import { addDays, calendarDateInZone } from './schemas/dates.ts';
import type { ComposedMails } from './mail/compose.ts';
import type { ConfirmationHold } from './mail/types.ts';
import type { BookingPayload, ContactPayload, NotificationPayload } from './schemas/payload.ts';
import { newReference } from './schemas/reference.ts';
import { BOOKING_FIELDS, type FieldFormat } from './schemas/request-model.ts';
import { queueMails } from './mail-queue.ts';
import { recordEvent } from './lifecycle-store.ts';
import { pruneOperatorState } from './operator-sessions.ts';

/** Counts one request for `clientHash` in the current minute; returns the minute's count. */
export async function countRequest(
  db: Db,
  clientHash: string,
  now: Date,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const windowStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const rows = await db.query<{ request_count: number }>(
    `insert into public.rate_limit_counters as c (client_hash, window_start, request_count)
     values ($1, $2::timestamptz, 1)
     on conflict (client_hash, window_start)
       do update set request_count = c.request_count + 1
     returning c.request_count::int as request_count`,
    [clientHash, windowStart.toISOString()],
  );
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + 60_000 - now.getTime()) / 1000),
  );
  return { count: Number(rows[0]?.request_count ?? 0), retryAfterSeconds };
}

/**
 * The counter of every address's confirmations together: a hash is hex, so this row cannot be an
 * address's.
 */
const ALL_RECIPIENTS = 'all';

/** Counts one confirmation in a row of confirmation_counters; returns the day's count. */
async function countIn(tx: Queryable, recipientHash: string, day: string): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `insert into public.confirmation_counters as c (recipient_hash, day, confirmation_count)
     values ($1, $2::date, 1)
     on conflict (recipient_hash, day)
       do update set confirmation_count = c.confirmation_count + 1
     returning c.confirmation_count::int as n`,
    [recipientHash, day],
  );
  return Number(rows[0]?.n ?? 0);
}

/** A held confirmation's note in the outbox. */
const HELD_BECAUSE: Record<ConfirmationHold, string> = {
  address: 'daily limit of confirmations to this address reached',
  total: 'daily limit of confirmations to all addresses reached',
};

/**
 * Which limit holds the visitor's confirmation, or null to send it: the address's daily one, or
 * the day's for all addresses together, which bounds what a stranger typing many addresses can
 * send in the site's name (docs/decisions/idempotency-and-outbox.md). A held confirmation does
 * not count against the day's total.
 */
async function confirmationHold(
  tx: Queryable,
  { recipientHash, day, dailyLimit, dailyTotal }: NewRequest['confirmation'],
): Promise<ConfirmationHold | null> {
  if ((await countIn(tx, recipientHash, day)) > dailyLimit) return 'address';
  if ((await countIn(tx, ALL_RECIPIENTS, day)) > dailyTotal) return 'total';
  return null;
}

/**
 * Drops counters no limit reads any more: rate-limit minutes older than an hour, confirmation
 * days before yesterday (in Vienna). The function runs it itself, at most once a minute per
 * instance, so a flood of refused requests cannot grow the tables while no sweep is scheduled.
 */
export async function pruneCounters(db: Queryable, now: Date): Promise<void> {
  await db.query(`delete from public.rate_limit_counters where window_start < $1::timestamptz`, [
    new Date(now.getTime() - 3_600_000).toISOString(),
  ]);
  await db.query(`delete from public.confirmation_counters where day < $1::date`, [
    addDays(calendarDateInZone(now), -1),
  ]);
  await pruneOperatorState(db, now);
}

/** What the address's daily limit on confirmations reads of a request (confirmationHold). */
export type ReceiptCount = { recipientHash: string; day: string; dailyLimit: number };

export interface NewRequest {
  /** Counts the visitor's confirmation against its address's and the day's limits. */
  confirmation: ReceiptCount & { dailyTotal: number };
  id: string;
  idempotencyKey: string;
  payloadHash: string;
  clientHash: string;
  receivedAt: Date;
  payload: NotificationPayload;
  /**
   * Renders the two mails once the stored reference (null for a contact message) and any limit
   * that holds the visitor's confirmation are known.
   */
  mails: (reference: string | null, held: ConfirmationHold | null) => ComposedMails;
  /** SHA-256 of the booking's status link secret (secrets.ts); null for a contact message. */
  statusTokenHash: string | null;
  /** The smoke command's contact message: marked, and never confirmed to the visitor. */
  test?: boolean;
}

export type StoreResult =
  | ({ kind: 'created' | 'replayed' } & Pick<StoredRequest, 'id' | 'reference' | 'receiptHeld'>)
  | { kind: 'conflict' };

/** How a payload value travels as a parameter, and the cast its column needs. */
const SQL_VALUE: Partial<Record<FieldFormat, { cast: string; param: (v: unknown) => SqlParam }>> = {
  date: { cast: '::date', param: String },
  ages: { cast: '::smallint[]', param: (ages) => `{${(ages as number[]).join(',')}}` },
};

type Column = [name: string, value: SqlParam, cast: string];

/** `insert … on conflict do nothing returning id` of the given columns, numbered in order. */
function insertSql(table: string, columns: Column[]) {
  return {
    // No conflict target: a taken idempotency key or a taken reference both insert nothing.
    text: `insert into public.${table} (${columns.map(([name]) => name).join(', ')})
           values (${columns.map(([, , cast], i) => `$${i + 1}${cast}`).join(', ')})
           on conflict do nothing
           returning id`,
    params: columns.map(([, value]) => value),
  };
}

function metaColumns(r: NewRequest): Column[] {
  return [
    ['id', r.id, ''],
    ['idempotency_key', r.idempotencyKey, ''],
    ['payload_hash', r.payloadHash, ''],
    ['client_hash', r.clientHash, ''],
    ['received_at', r.receivedAt.toISOString(), '::timestamptz'],
  ];
}

/** The booking's insert, built from the request model's column list. */
function insertBooking(p: BookingPayload, r: NewRequest, reference: string) {
  const fields = BOOKING_FIELDS.map((field): Column => {
    const value = p[field.key];
    const sql = SQL_VALUE[field.format];
    if (value === undefined) return [field.column, null, sql?.cast ?? ''];
    return [field.column, sql ? sql.param(value) : (value as SqlParam), sql?.cast ?? ''];
  });
  return insertSql('booking_requests', [
    ...metaColumns(r),
    ['reference', reference, ''],
    ['status_token_hash', r.statusTokenHash, ''],
    ...fields,
  ]);
}

function insertContact(p: ContactPayload, r: NewRequest) {
  return insertSql('contact_messages', [
    ...metaColumns(r),
    ['locale', p.locale, ''],
    ['name', p.name, ''],
    ['email', p.email, ''],
    ['subject', p.subject, ''],
    ['message', p.message, ''],
    ['is_test', r.test ?? false, ''],
  ]);
}

const FIND_BY_KEY = `
  select id::text as id, payload_hash, 'booking' as type, reference,
    exists (select 1 from public.mail_outbox m
            where m.booking_request_id = b.id and m.kind = 'receipt' and m.status = 'suppressed')
      as receipt_held
  from public.booking_requests b
  where idempotency_key = $1
  union all
  select id::text as id, payload_hash, 'contact' as type, null as reference, false
  from public.contact_messages
  where idempotency_key = $1`;

export interface StoredRequest {
  id: string;
  type: NotificationPayload['type'];
  payloadHash: string;
  /** The booking's short reference; null for a contact message. */
  reference: string | null;
  /** A booking whose receipt a daily limit held (confirmationHold): none went to the visitor. */
  receiptHeld?: boolean;
}

/** The request stored under an idempotency key (lower case), if any. */
export async function findStored(
  db: Queryable,
  idempotencyKey: string,
): Promise<StoredRequest | null> {
  const rows = await db.query<{
    id: string;
    payload_hash: string;
    type: StoredRequest['type'];
    reference: string | null;
    receipt_held: boolean;
  }>(FIND_BY_KEY, [idempotencyKey]);
  const row = rows[0];
  return row
    ? {
        id: row.id,
        type: row.type,
        payloadHash: row.payload_hash,
        reference: row.reference,
        receiptHeld: row.receipt_held,
      }
    : null;
}

async function findByKey(tx: Queryable, request: NewRequest): Promise<StoreResult | null> {
  const stored = await findStored(tx, request.idempotencyKey);
  if (!stored) return null;
  return stored.payloadHash === request.payloadHash
    ? {
        kind: 'replayed',
        id: stored.id,
        reference: stored.reference,
        receiptHeld: stored.receiptHeld,
      }
    : { kind: 'conflict' };
}

/** A taken reference is drawn again; this many misses in a row means something else is wrong. */
const REFERENCE_ATTEMPTS = 20;

/**
 * Inserts the request row. A booking's reference is drawn until one is free: the unique index
 * decides, so two requests drawing the same reference at once cannot both keep it (the later
 * insert waits for the earlier one's commit and then inserts nothing).
 */
async function insertRow(
  tx: Queryable,
  request: NewRequest,
  drawReference: () => string,
): Promise<{ inserted: boolean; reference: string | null }> {
  const { payload } = request;
  if (payload.type === 'contact') {
    const insert = insertContact(payload, request);
    const rows = await tx.query<{ id: string }>(insert.text, insert.params);
    return { inserted: rows.length > 0, reference: null };
  }
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    const reference = drawReference();
    const insert = insertBooking(payload, request, reference);
    const rows = await tx.query<{ id: string }>(insert.text, insert.params);
    if (rows.length > 0) return { inserted: true, reference };
    // Only the key (if the lock were gone) or the reference can be taken; the key is checked.
    if (await findStored(tx, request.idempotencyKey)) return { inserted: false, reference: null };
  }
  throw new Error(`no free reference after ${REFERENCE_ATTEMPTS} draws`);
}

/**
 * Stores the request and its two pending mails in one transaction, or recognises a repeat.
 * A transaction-scoped advisory lock on the key serialises requests that share it, across both
 * tables and across instances; the unique constraint stays as the last line of defence.
 */
export async function storeRequest(
  db: Db,
  request: NewRequest,
  drawReference: () => string = newReference,
): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtextextended($1::text, 0))`, [
      request.idempotencyKey,
    ]);
    const existing = await findByKey(tx, request);
    if (existing) return existing;
    const { inserted, reference } = await insertRow(tx, request, drawReference);
    // Only reachable if the lock were gone: the unique key made the insert wait and skip.
    if (!inserted) return (await findByKey(tx, request)) ?? { kind: 'conflict' };
    const booking = request.payload.type === 'booking';
    const hold = request.test ? null : await confirmationHold(tx, request.confirmation);
    const held = request.test
      ? 'test request (npm run smoke): not sent to the visitor'
      : hold && HELD_BECAUSE[hold];
    const mails = request.mails(reference, hold);
    await queueMails(
      tx,
      { column: booking ? 'booking_request_id' : 'contact_message_id', id: request.id },
      [
        { kind: 'operator_request', role: 'operator', mail: mails.operator },
        {
          kind: 'receipt',
          role: 'visitor',
          mail: mails.visitor,
          ...(held ? { heldBecause: held } : {}),
        },
      ],
      request.receivedAt,
    );
    if (booking) await recordEvent(tx, request.id, 'received', 'visitor', request.receivedAt);
    return { kind: 'created', id: request.id, reference, receiptHeld: hold !== null };
  });
}
