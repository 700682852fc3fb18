/** A fully rendered e-mail, stored as JSON in the outbox and handed to a transport. */
export interface MailAddress {
  /** Display name; already stripped of control characters. */
  name?: string;
  address: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (the .ics entry), or base64 when `encoding` says so (the logo). */
  content: string;
  encoding?: 'base64';
  /** Set for an image the HTML shows inline as `cid:<contentId>`. */
  contentId?: string;
}

/**
 * On every mail to a visitor (RFC 3834): an out-of-office reply to a receipt, or to a receipt
 * sent to a stranger's address, does not come back to the operator (its Reply-To) from a
 * responder that honours it. Not on the operator's own mails: a help desk or filter they are
 * forwarded to may set aside a mail so marked, and a booking with it.
 */
export const VISITOR_MAIL_HEADERS = { 'Auto-Submitted': 'auto-generated' } as const;

export interface OutgoingMail {
  /** Stable per message (request key + recipient role): providers drop repeats of it. */
  idempotencyKey: string;
  from: MailAddress;
  to: MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Headers beyond the addresses and subject (VISITOR_MAIL_HEADERS); absent on older mails. */
  headers?: Record<string, string>;
}

/** Sender, operator and brand: configuration, never visitor input. */
export interface MailSettings {
  from: MailAddress;
  operator: MailAddress;
  brandName: string;
  /** The site's origin, for the status page and console links ('https://www.example.at'). */
  siteUrl: string;
}

/** What the function knows about a request besides its payload. */
export interface RequestMeta {
  id: string;
  idempotencyKey: string;
  receivedAt: Date;
  /** The smoke command's test message: the operator's mail says TEST in its subject and on top. */
  test?: boolean;
  /** The visitor's confirmation was held by a daily limit (store.ts): the operator's mail says so. */
  confirmationHeld?: ConfirmationHold;
}

/** The daily limit that held a visitor's confirmation: its address's, or all addresses'. */
export type ConfirmationHold = 'address' | 'total';

/** A booking's meta carries the short reference it was stored under ('SLZ-7K3M'). */
export interface BookingMeta extends RequestMeta {
  reference: string;
  /** The secret of the visitor's status page (schemas/lifecycle.ts, statusPageUrl). */
  statusToken: string;
  /** When the operator decided: the calendar update's DTSTAMP. */
  decidedAt?: Date;
}

interface SendResult {
  /** The provider's message id, when it gives one. */
  id?: string;
}

interface SendOptions {
  /** Aborted at the send's deadline or at shutdown: the transport drops what it has open. */
  signal?: AbortSignal;
}

export interface MailTransport {
  /** Human description for the start-up line, e.g. "Resend API" or "file outbox (.data/outbox)". */
  readonly label: string;
  /**
   * The longest one send may take, every phase included; the outbox stops waiting then and
   * leases a mail for longer (docs/decisions/mail-delivery-deadlines.md). Default 60 s.
   */
  readonly deadlineMs?: number;
  /** Sends the transport takes at once; the outbox never starts more per instance. */
  readonly maxConcurrency?: number;
  send(mail: OutgoingMail, options?: SendOptions): Promise<SendResult>;
  close?(): Promise<void>;
}

/** A send that retrying cannot fix (address refused, message rejected): marked failed at once. */
export class PermanentMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentMailError';
  }
}

/**
 * A send refused for how the sending is set up, not for the mail: a wrong API key or SMTP
 * password, an unverified sender domain, a used-up quota. Every mail fails alike until someone
 * fixes it, and then every one can go: the mail stays pending, is tried again after a long
 * pause and is reported as an error each time, never marked failed.
 */
export class MailConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailConfigurationError';
  }
}

/**
 * Not sent and not refused: the provider asks to come back later (a rate limit, the same key
 * still in flight). Not an attempt that failed: the mail waits `retryAfterMs` without using one
 * of its attempts.
 */
export class DeferredMailError extends Error {
  readonly retryAfterMs: number;
  constructor(message: string, retryAfterMs: number) {
    super(message);
    this.name = 'DeferredMailError';
    this.retryAfterMs = retryAfterMs;
  }
}
