/** The mails a decision or the sweep causes, composed from the stored request. */
import type { HandlerConfig } from './config.ts';
import type { BookingRecord } from './lifecycle-store.ts';
import type { QueuedMail } from './mail-queue.ts';
import { decisionMail, VISITOR_DECISION_KIND } from './mail/decision-mails.ts';
import {
  OPERATOR_RECEIPT_KIND,
  operatorDecisionReceipt,
  operatorReminder,
} from './mail/operator-lifecycle-mails.ts';
import type { BookingMeta, OutgoingMail } from './mail/types.ts';
import type { BookingPayload } from './schemas/payload.ts';
import { secretHash, statusToken } from './secrets.ts';

type Settings = Pick<HandlerConfig, 'mail' | 'clientHashSalt' | 'log'>;

async function parts(record: BookingRecord, config: Settings) {
  const booking: BookingPayload = { type: 'booking', ...record.booking };
  const token = await statusToken(config.clientHashSalt, record.id);
  // The link is derived from CLIENT_HASH_SALT again, not stored: after a new salt it would open
  // nothing (supabase/README.md: the salt is set once). Said in the log, where it shows.
  if (record.statusTokenHash && (await secretHash(token)) !== record.statusTokenHash) {
    config.log('error', 'status_link_salt_changed', { reference: record.reference });
  }
  const meta: BookingMeta = {
    id: record.id,
    idempotencyKey: record.idempotencyKey,
    receivedAt: record.receivedAt,
    reference: record.reference,
    statusToken: token,
    ...(record.decidedAt ? { decidedAt: record.decidedAt } : {}),
  };
  return { booking, meta };
}

/** The guest's mail of the decision the record now carries, and the operator's receipt. */
export async function decisionMails(
  record: BookingRecord,
  config: Settings,
): Promise<QueuedMail[]> {
  const status = record.status;
  if (status !== 'confirmed' && status !== 'declined' && status !== 'cancelled') return [];
  const { booking, meta } = await parts(record, config);
  return [
    {
      kind: VISITOR_DECISION_KIND[status],
      role: 'visitor',
      mail: decisionMail(status, booking, meta, record.decision, config.mail),
    },
    {
      kind: OPERATOR_RECEIPT_KIND[status],
      role: 'operator',
      mail: operatorDecisionReceipt(status, booking, meta, record.decision, config.mail),
    },
  ];
}

export async function reminderMail(record: BookingRecord, config: Settings): Promise<OutgoingMail> {
  const { booking, meta } = await parts(record, config);
  return operatorReminder(booking, meta, config.mail);
}
