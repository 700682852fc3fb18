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
}

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

export interface MailTransport {
  /** Human description for the start-up line, e.g. "Resend API" or "file outbox (.data/outbox)". */
  readonly label: string;
  send(mail: OutgoingMail): Promise<SendResult>;
  close?(): Promise<void>;
}

/** A send that retrying cannot fix (address refused, message rejected): marked failed at once. */
export class PermanentMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentMailError';
  }
}
