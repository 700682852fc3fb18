/**
 * The operator's mails of the lifecycle, in German: a short receipt of every decision (with the
 * calendar entry updated like the guest's) and one reminder for a request still undecided 20
 * hours after it came in.
 */
import type { DecisionDetails, MailKind } from '../schemas/lifecycle.ts';
import { answerDueAt, REMINDER_AFTER_HOURS } from '../schemas/lifecycle.ts';
import type { BookingPayload } from '../schemas/payload.ts';
import { bookingTitle } from './labels.ts';
import { calendarUpdate, type VisitorDecision } from './decision-mails.ts';
import { formatEuro } from './decision-texts.ts';
import { calendarContentType } from './ics.ts';
import { formatDate } from './labels.ts';
import { keyedMail, renderMail, viennaTimestamp } from './layout.ts';
import type { MailDocument, Row } from './mail-document.ts';
import {
  bookingFacts,
  consoleAction,
  operatorCalendar,
  operatorSections,
  shortNoticeFact,
} from './operator-mail.ts';
import { headerText } from './text.ts';
import type { BookingMeta, MailSettings, OutgoingMail } from './types.ts';

const DECIDED: Record<VisitorDecision, string> = {
  confirmed: 'Bestätigt',
  declined: 'Abgelehnt',
  cancelled: 'Storniert',
};

/**
 * The operator's copy of each decision is a mail kind of its own where a request can be decided
 * twice: a cancellation follows a confirmation, and under one kind the outbox kept only the first.
 */
export const OPERATOR_RECEIPT_KIND = {
  confirmed: 'operator_receipt',
  declined: 'operator_receipt',
  cancelled: 'operator_cancellation',
} as const satisfies Record<VisitorDecision, MailKind>;

const languageName = (locale: string) =>
  new Intl.DisplayNames(['de'], { type: 'language' }).of(locale) ?? locale;

function title(booking: BookingPayload, meta: BookingMeta): string {
  const service = bookingTitle(booking, 'de');
  return `${meta.reference}: ${service} am ${formatDate(booking.date, 'de')} um ${booking.time} – ${booking.firstName} ${booking.lastName}`;
}

function decisionRows(status: VisitorDecision, decision: DecisionDetails): Row[] {
  if (status !== 'confirmed') {
    return [
      { label: 'Grund', value: decision.reason ?? '' },
      // A cancelled booking keeps its deposit on record; the guest was told it comes back.
      ...(status === 'cancelled' && decision.depositCents
        ? [
            {
              label: 'Anzahlung',
              value: `${formatEuro(decision.depositCents, 'de')} – falls geleistet, zurückzahlen`,
            },
          ]
        : []),
    ];
  }
  return [
    { label: 'Preis', value: formatEuro(decision.priceCents ?? 0, 'de') },
    ...(decision.depositCents
      ? [{ label: 'Anzahlung', value: formatEuro(decision.depositCents, 'de') }]
      : []),
    ...(decision.meetingPoint ? [{ label: 'Treffpunkt', value: decision.meetingPoint }] : []),
    ...(decision.message ? [{ label: 'Nachricht an den Gast', value: decision.message }] : []),
  ];
}

export function operatorDecisionReceipt(
  status: VisitorDecision,
  booking: BookingPayload,
  meta: BookingMeta,
  decision: DecisionDetails,
  settings: MailSettings,
): OutgoingMail {
  const sections = operatorSections(booking, meta);
  const decided = [
    ...decisionRows(status, decision),
    { label: 'Entschieden', value: viennaTimestamp(meta.decidedAt ?? new Date(), 'de') },
  ];
  const doc: MailDocument = {
    lang: 'de',
    subject: headerText(`${DECIDED[status]}: ${title(booking, meta)}`),
    preheader: `Der Gast wurde auf ${languageName(booking.locale)} benachrichtigt.`,
    reference: { label: 'Referenz', value: meta.reference },
    headline: `${DECIDED[status]}: ${bookingTitle(booking, 'de')}`,
    facts: bookingFacts(booking),
    actions: [consoleAction(meta, settings)],
    sections: [{ title: 'Entscheidung', rows: decided }, ...sections],
    outro: [
      `Der Gast erhält die Nachricht auf ${languageName(booking.locale)}, mit dem aktualisierten Kalendereintrag. Der Eintrag im Anhang aktualisiert auch Ihren.`,
    ],
  };
  const { subject, text, html, attachments } = renderMail(doc);
  const { state, sequence } = calendarUpdate(status);
  return keyedMail(meta, OPERATOR_RECEIPT_KIND[status], {
    from: settings.from,
    to: [settings.operator],
    subject,
    text,
    html,
    attachments: [
      ...attachments,
      {
        filename: `buchung-${meta.reference}-${booking.date}.ics`,
        contentType: calendarContentType(state),
        // The entry carries the decision too: price, deposit and meeting point on the day.
        content: operatorCalendar(booking, meta, doc.sections, settings.from, {
          state,
          sequence,
          label: DECIDED[status],
        }),
      },
    ],
  });
}

export function operatorReminder(
  booking: BookingPayload,
  meta: BookingMeta,
  settings: MailSettings,
): OutgoingMail {
  const answerBy = viennaTimestamp(answerDueAt(meta.receivedAt), 'de');
  // A ride before that time: the guest was asked to call, and no answer time was named to them.
  const short = shortNoticeFact(booking, meta);
  const doc: MailDocument = {
    lang: 'de',
    subject: headerText(`Noch offen: ${title(booking, meta)}`),
    preheader: short.length
      ? `Seit ${REMINDER_AFTER_HOURS} Stunden unbeantwortet; die Fahrt beginnt vor der zugesagten Antwort.`
      : `Seit ${REMINDER_AFTER_HOURS} Stunden unbeantwortet; der Gast erwartet bis ${answerBy} eine Antwort.`,
    reference: { label: 'Referenz', value: meta.reference },
    headline: `Noch offen: ${bookingTitle(booking, 'de')}`,
    facts: [...short, ...bookingFacts(booking)],
    actions: [{ ...consoleAction(meta, settings), label: 'Jetzt entscheiden' }],
    lead: [
      short.length
        ? `Diese Anfrage ist seit ${REMINDER_AFTER_HOURS} Stunden unbeantwortet, und die Fahrt beginnt bald. Bitte entscheiden Sie jetzt oder rufen Sie den Gast an.`
        : `Diese Anfrage ist seit ${REMINDER_AFTER_HOURS} Stunden unbeantwortet. Wir haben dem Gast eine Antwort bis ${answerBy} zugesagt.`,
    ],
    sections: operatorSections(booking, meta),
  };
  const { subject, text, html, attachments } = renderMail(doc);
  return keyedMail(meta, 'reminder', {
    from: settings.from,
    to: [settings.operator],
    subject,
    text,
    html,
    attachments,
  });
}
