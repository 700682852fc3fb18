/** A mail from its document: text and HTML parts and the logo, keyed per recipient. */
import { LOGO_ATTACHMENT } from './brand.ts';
import { renderText, type MailDocument } from './mail-document.ts';
import { renderHtml } from './mail-html.ts';
import { intlTag } from '../schemas/constants.ts';
import type { MailKind } from '../schemas/lifecycle.ts';
import type { MailAttachment, OutgoingMail, RequestMeta } from './types.ts';

/** Text, HTML and the logo the HTML shows. */
export function renderMail(doc: MailDocument): {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
} {
  return {
    subject: doc.subject,
    text: renderText(doc),
    html: renderHtml(doc),
    attachments: [{ ...LOGO_ATTACHMENT }],
  };
}

/** Wall-clock time in Vienna for "received at" lines. */
export function viennaTimestamp(instant: Date, locale: 'de' | 'en'): string {
  return new Intl.DateTimeFormat(intlTag(locale), {
    timeZone: 'Europe/Vienna',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(instant);
}

/**
 * A mail of a request, keyed per cause so providers drop a repeated send: the request's two
 * first mails by recipient ('operator', 'visitor', as before mail kinds existed), every later
 * one by its kind.
 */
export function keyedMail(
  meta: RequestMeta,
  cause: 'operator' | 'visitor' | Exclude<MailKind, 'operator_request' | 'receipt'>,
  parts: Omit<OutgoingMail, 'idempotencyKey'>,
): OutgoingMail {
  return { idempotencyKey: `${meta.idempotencyKey}-${cause}`, ...parts };
}
