/**
 * The lifecycle's SQL: reading a booking back in the request model's shape, the console's list,
 * the history, and a decision with its mails in one transaction (docs/decisions/booking-lifecycle.md).
 * A decision changes a row only while its status is still the one the decision starts from, so
 * of two decisions racing, the second finds nothing to change and is told what the first did.
 */
import type { Db, Queryable } from './db/types.ts';
import { queueMails, type QueuedMail } from './mail-queue.ts';
import type {
  BookingStatus,
  Decision,
  DecisionDetails,
  HistoryEvent,
  OperatorListItem,
  OperatorRequest,
  StoredBooking,
} from './schemas/lifecycle.ts';
import { BOOKING_FIELDS } from './schemas/request-model.ts';

/** A stored booking as the function reads it back. */
export interface BookingRecord {
  id: string;
  idempotencyKey: string;
  reference: string;
  status: BookingStatus;
  receivedAt: Date;
  decidedAt?: Date;
  booking: StoredBooking;
  decision: DecisionDetails;
  /** The hash of the status link's secret as stored with the request (lifecycle-mails.ts). */
  statusTokenHash?: string;
}

/** The model's columns under the payload's names; days as text, ages as a plain list. */
const FIELD_COLUMNS = BOOKING_FIELDS.map(({ key, column, format }) =>
  format === 'date'
    ? `${column}::text as "${key}"`
    : format === 'ages'
      ? `${column}::int[] as "${key}"`
      : `${column} as "${key}"`,
).join(', ');

const RECORD_COLUMNS = `id::text as id, idempotency_key::text as "idempotencyKey", reference,
  status, received_at as "receivedAt", decided_at as "decidedAt", price_cents as "priceCents",
  deposit_cents as "depositCents", meeting_point as "meetingPoint",
  decision_message as "message", decision_reason as "reason",
  status_token_hash as "statusTokenHash", ${FIELD_COLUMNS}`;

type Row = Record<string, unknown>;

const DECISION_KEYS = ['priceCents', 'depositCents', 'meetingPoint', 'message', 'reason'] as const;

function present<T extends Row>(row: T, keys: readonly string[]): Row {
  return Object.fromEntries(
    keys.flatMap((key) => (row[key] === null || row[key] === undefined ? [] : [[key, row[key]]])),
  );
}

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

function toRecord(row: Row): BookingRecord {
  return {
    id: String(row.id),
    idempotencyKey: String(row.idempotencyKey),
    reference: String(row.reference),
    status: row.status as BookingStatus,
    receivedAt: asDate(row.receivedAt),
    ...(row.decidedAt ? { decidedAt: asDate(row.decidedAt) } : {}),
    booking: present(
      row,
      BOOKING_FIELDS.map((field) => field.key),
    ) as unknown as StoredBooking,
    decision: present(row, DECISION_KEYS) as DecisionDetails,
    ...(row.statusTokenHash ? { statusTokenHash: String(row.statusTokenHash) } : {}),
  };
}

export async function findBooking(
  db: Queryable,
  by: { reference: string } | { statusTokenHash: string },
): Promise<BookingRecord | null> {
  const [column, value] =
    'reference' in by ? ['reference', by.reference] : ['status_token_hash', by.statusTokenHash];
  const rows = await db.query<Row>(
    `select ${RECORD_COLUMNS} from public.booking_requests where ${column} = $1`,
    [value],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function recordEvent(
  tx: Queryable,
  requestId: string,
  event: string,
  actor: string,
  at: Date,
): Promise<void> {
  await tx.query(
    `insert into public.booking_events (booking_request_id, event, actor, at)
     values ($1, $2, $3, $4::timestamptz)`,
    [requestId, event, actor, at.toISOString()],
  );
}

export async function historyOf(db: Queryable, requestId: string): Promise<HistoryEvent[]> {
  return db.query<HistoryEvent>(
    `select event, actor, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
     from public.booking_events where booking_request_id = $1 order by id`,
    [requestId],
  );
}

export function operatorView(record: BookingRecord, history: HistoryEvent[]): OperatorRequest {
  return {
    reference: record.reference,
    status: record.status,
    booking: record.booking,
    receivedAt: record.receivedAt.toISOString(),
    ...(record.decidedAt ? { decidedAt: record.decidedAt.toISOString() } : {}),
    ...(Object.keys(record.decision).length ? { decision: record.decision } : {}),
    history,
  };
}

/**
 * The console's list: undecided requests first, soonest pickup first; then confirmed ones still
 * ahead, soonest first; then everything else, latest pickup first. At most `limit` rows.
 */
export async function listForOperator(
  db: Queryable,
  today: string,
  limit = 200,
): Promise<OperatorListItem[]> {
  return db.query<OperatorListItem>(
    `select reference, status, service, tour, requested_date::text as date,
       requested_time as time,
       first_name as "firstName", last_name as "lastName", passengers, car_type as "carType",
       pickup_location as "pickupLocation", destination, locale,
       to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "receivedAt"
     from public.booking_requests
     order by
       case when status = 'requested' then 0
            when status = 'confirmed' and requested_date >= $1::date then 1
            else 2 end,
       case when status = 'requested' or (status = 'confirmed' and requested_date >= $1::date)
            then requested_date end asc,
       case when status = 'requested' or (status = 'confirmed' and requested_date >= $1::date)
            then requested_time end asc,
       requested_date desc, requested_time desc
     limit $2`,
    [today, limit],
  );
}

/** The status each decision starts from and leads to. */
const TRANSITIONS = {
  confirm: { from: 'requested', to: 'confirmed' },
  decline: { from: 'requested', to: 'declined' },
  cancel: { from: 'confirmed', to: 'cancelled' },
} as const satisfies Record<Decision['decision'], { from: BookingStatus; to: BookingStatus }>;

export type DecideResult =
  | { kind: 'decided'; record: BookingRecord }
  | { kind: 'already_decided'; record: BookingRecord }
  | { kind: 'not_found' };

/**
 * Takes the decision if the request still stands where it starts from, and queues the mails it
 * causes in the same transaction: a decision is never stored without its mails, nor mailed
 * without being stored.
 */
export async function decide(
  db: Db,
  decision: Decision,
  actor: string,
  now: Date,
  mails: (record: BookingRecord) => Promise<QueuedMail[]>,
): Promise<DecideResult> {
  const { from, to } = TRANSITIONS[decision.decision];
  const details: DecisionDetails =
    decision.decision === 'confirm'
      ? {
          priceCents: decision.priceCents,
          depositCents: decision.depositCents,
          meetingPoint: decision.meetingPoint,
          message: decision.message,
        }
      : { reason: decision.reason };
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>(
      `update public.booking_requests
       set status = $3, decided_at = $4::timestamptz, decided_by = $5,
         price_cents = coalesce($6::int, price_cents),
         deposit_cents = case when $3 = 'confirmed' then $7::int else deposit_cents end,
         meeting_point = case when $3 = 'confirmed' then $8 else meeting_point end,
         decision_message = case when $3 = 'confirmed' then $9 else decision_message end,
         decision_reason = $10
       where reference = $1 and status = $2
       returning id::text as id`,
      [
        decision.reference,
        from,
        to,
        now.toISOString(),
        actor.slice(0, 200),
        details.priceCents ?? null,
        details.depositCents ?? null,
        details.meetingPoint ?? null,
        details.message ?? null,
        details.reason ?? null,
      ],
    );
    const record = await findBooking(tx, { reference: decision.reference });
    if (!record) return { kind: 'not_found' };
    if (rows.length === 0) return { kind: 'already_decided', record };
    await recordEvent(tx, record.id, to, actor, now);
    await queueMails(tx, { column: 'booking_request_id', id: record.id }, await mails(record), now);
    return { kind: 'decided', record };
  });
}
