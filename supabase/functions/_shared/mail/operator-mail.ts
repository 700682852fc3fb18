/**
 * The operator's mails, in German, to act on from a phone: what and when on top, buttons to
 * call or write, then every field the visitor sent in the model's order and labels, and for a
 * booking a calendar entry with both legs. Reply-to is the visitor.
 */
import { missedSeason } from '../schemas/bookable-tours.ts';
import { pickupBeforeAnswer } from '../schemas/dates.ts';
import type { BookingPayload, ContactPayload } from '../schemas/payload.ts';
import { telHref } from '../schemas/phone.ts';
import { fieldSections } from './field-sections.ts';
import { ages, clockTime, longDate, unbroken } from './format.ts';
import { buildIcs, calendarContentType, type CalendarEvent, type CalendarState } from './ics.ts';
import { consoleRequestPath } from '../schemas/lifecycle.ts';
import { fieldLabel } from '../schemas/request-model.ts';
import { CAR_LABELS, bookingTitle, formatDate } from './labels.ts';
import { outboundMinutes, returnMinutes } from './trip-length.ts';
import { keyedMail, renderMail, viennaTimestamp } from './layout.ts';
import { textRows, type MailDocument, type Row, type Section } from './mail-document.ts';
import { displayName, headerText } from './text.ts';
import type {
  BookingMeta,
  ConfirmationHold,
  MailAddress,
  MailSettings,
  OutgoingMail,
  RequestMeta,
} from './types.ts';

const RECEIPT = 'Eingang';
const TEST_NOTE =
  'TEST: Diese Nachricht kommt vom Smoke-Test (npm run smoke), nicht von einem Gast. Der Absender hat keine Bestätigung erhalten. Nichts zu tun.';

/** A confirmation a daily limit held (store.ts): only the operator can tell the guest now. */
const HELD_NOTES: Record<ConfirmationHold, string> = {
  address:
    'Keine Eingangsbestätigung an den Gast: Diese Adresse hat heute schon so viele erhalten, wie das Tageslimit erlaubt. Antworten Sie direkt.',
  total:
    'Keine Eingangsbestätigung an den Gast: Heute gingen schon so viele an alle Adressen zusammen, wie das Tageslimit erlaubt. So viele Anfragen an einem Tag können Missbrauch des Formulars sein; echten Gästen antworten Sie direkt.',
};

const heldNote = (meta: RequestMeta): string[] =>
  meta.confirmationHeld ? [HELD_NOTES[meta.confirmationHeld]] : [];

const languageName = (locale: string) =>
  new Intl.DisplayNames(['de'], { type: 'language' }).of(locale) ?? locale;

/** When and under which reference the request came in, joined to the section of that name. */
function withReceipt(
  sections: readonly Section[],
  meta: RequestMeta & { reference?: string },
  rows: Row[] = [],
): Section[] {
  const receipt = [
    ...rows,
    { label: 'Eingegangen', value: viennaTimestamp(meta.receivedAt, 'de') },
    ...(meta.reference ? [{ label: 'Referenz', value: meta.reference }] : []),
    { label: 'Anfrage-ID', value: meta.id },
  ];
  const last = sections.at(-1);
  return last?.title === RECEIPT
    ? [...sections.slice(0, -1), { ...last, rows: [...(last.rows ?? []), ...receipt] }]
    : [...sections, { title: RECEIPT, rows: receipt }];
}

/**
 * People, luggage, child seats and car in one line, to see at a glance what to send. A narrow
 * mail client breaks it between the facts, and inside the seats' list of ages only: seven ages
 * are wider than a phone, and kept whole they were cut anywhere ('3' / ',').
 */
function load(booking: BookingPayload): string {
  const seats = booking.childSeatAges ?? [];
  return [
    unbroken(`${booking.passengers} ${booking.passengers === 1 ? 'Person' : 'Personen'}`),
    ...(booking.suitcases !== undefined ? [unbroken(`${booking.suitcases} Koffer`)] : []),
    ...(seats.length
      ? [
          `${unbroken(`${seats.length} ${seats.length === 1 ? 'Kindersitz' : 'Kindersitze'}`)}\u00a0(${ages(seats, 'de')})`,
        ]
      : []),
    unbroken(CAR_LABELS[booking.carType].de),
  ].join('\u00a0· ');
}

/** A decision's revision of the entry, and the word its mail's subject leads with. */
export type CalendarRevision = { state: CalendarState; sequence: number; label: string };

export function operatorCalendar(
  booking: BookingPayload,
  meta: BookingMeta,
  sections: readonly Section[],
  organizer: MailAddress,
  revision?: CalendarRevision,
): string {
  const service = bookingTitle(booking, 'de');
  // The state leads the title: calendars barely show STATUS, and a request is not yet a ride.
  const label = revision?.label ?? 'Angefragt';
  const who = `${booking.firstName} ${booking.lastName} (${booking.passengers} P., ${CAR_LABELS[booking.carType].de})`;
  const title = (what: string) => `${label} · ${meta.reference} ${what}: ${who}`;
  const description = sections
    .map((s) =>
      [s.title.toUpperCase(), ...(s.rows?.length ? [textRows(s.rows)] : []), s.text ?? '']
        .join('\n')
        .trim(),
    )
    .join('\n\n');
  const events: CalendarEvent[] = [
    {
      uid: `${meta.id}@send-notification`,
      date: booking.date,
      time: booking.time,
      durationMinutes: outboundMinutes(booking),
      summary: title(service),
      location: booking.pickupLocation,
      description,
    },
  ];
  if (booking.returnDate && booking.returnTime) {
    events.push({
      uid: `${meta.id}-return@send-notification`,
      date: booking.returnDate,
      time: booking.returnTime,
      durationMinutes: returnMinutes(booking),
      summary: title('Rückfahrt'),
      location: booking.destination,
      description,
    });
  }
  return buildIcs(
    events,
    organizer,
    meta.decidedAt ?? meta.receivedAt,
    revision?.state,
    revision?.sequence,
  );
}

/** The request's fields in the operator's sections, with its receipt rows. */
export function operatorSections(booking: BookingPayload, meta: BookingMeta): Section[] {
  const sections = fieldSections(booking, 'de', {
    starts: {
      firstName: 'Gast',
      service: 'Fahrt',
      passengers: 'Personen und Gepäck',
      pickupLocation: 'Strecke',
      returnDate: 'Rückfahrt',
      specialRequests: 'Sonderwünsche',
      locale: RECEIPT,
    },
    href: (field, b) =>
      field.format === 'phone'
        ? telHref(b.phone)
        : field.format === 'email'
          ? `mailto:${b.email}`
          : undefined,
  });
  // The return leg runs the other way unless the visitor wrote otherwise in their requests.
  sections
    .find((section) => section.title === 'Rückfahrt')
    ?.rows.push({ label: 'Strecke', value: `${booking.destination} → ${booking.pickupLocation}` });
  return withReceipt(sections, meta);
}

/**
 * A day outside the tour's season, which the visitor was told may still be asked for: the answer
 * is an alternative (docs/product.md, the booking form).
 */
function seasonFact(booking: BookingPayload): string[] {
  const months = missedSeason(booking, 'de');
  return months
    ? [`Außerhalb der Saison (${months.from} bis ${months.to}): eine Alternative vorschlagen`]
    : [];
}

/**
 * A ride that starts before the answer the guest was promised (answerDueAt): the guest's receipt
 * asks them to call, and the operator should not wait for that call.
 */
export function shortNoticeFact(booking: BookingPayload, meta: BookingMeta): string[] {
  return pickupBeforeAnswer(booking.date, booking.time, meta.receivedAt)
    ? [
        'Kurzfristig: Die Fahrt beginnt vor der zugesagten Antwort (24 Stunden); der Gast wurde gebeten anzurufen.',
      ]
    : [];
}

/** What, when and where, for the top of every operator mail about a booking. */
export function bookingFacts(booking: BookingPayload): string[] {
  const returnTrip = booking.returnDate && booking.returnTime;
  return [
    `${longDate(booking.date, 'de')}, ${clockTime(booking.time, 'de')}`,
    ...seasonFact(booking),
    `${booking.pickupLocation} → ${booking.destination}`,
    load(booking),
    ...(booking.flightNumber
      ? [`${fieldLabel('flightNumber', booking.service, 'de')}: ${booking.flightNumber}`]
      : []),
    ...(returnTrip
      ? [
          `Rückfahrt: ${longDate(booking.returnDate!, 'de')}, ${clockTime(booking.returnTime!, 'de')}`,
        ]
      : []),
  ];
}

/** The console's view of this request: the passphrase, not the link, lets its opener decide. */
export function consoleAction(meta: BookingMeta, settings: MailSettings) {
  return {
    label: 'In der Konsole öffnen',
    href: `${settings.siteUrl.replace(/\/+$/, '')}${consoleRequestPath('de', meta.reference)}`,
  };
}

export function operatorBookingMail(
  booking: BookingPayload,
  meta: BookingMeta,
  settings: MailSettings,
): OutgoingMail {
  const fullName = `${booking.firstName} ${booking.lastName}`;
  const service = bookingTitle(booking, 'de');
  const all = operatorSections(booking, meta);
  const tel = telHref(booking.phone);
  const short = shortNoticeFact(booking, meta);
  const doc: MailDocument = {
    lang: 'de',
    // A short-notice ride says so first, where the inbox list shows it.
    subject: headerText(
      `${short.length ? 'Kurzfristig: ' : ''}Neue Buchungsanfrage ${meta.reference}: ${service} am ${formatDate(booking.date, 'de')} um ${booking.time} – ${fullName}`,
    ),
    preheader: `${booking.pickupLocation} → ${booking.destination}, ${booking.passengers} P.`,
    reference: { label: 'Referenz', value: meta.reference },
    headline: service,
    facts: [...short, ...bookingFacts(booking)],
    lead: heldNote(meta),
    actions: [
      consoleAction(meta, settings),
      ...(tel ? [{ label: 'Anrufen', href: tel }] : []),
      { label: 'E-Mail schreiben', href: `mailto:${booking.email}` },
    ],
    sections: all,
    outro: [
      'In der Konsole bestätigen Sie die Anfrage oder lehnen sie ab; der Gast erhält die Antwort in seiner Sprache. Antworten Sie direkt auf diese E-Mail, um den Gast zu erreichen. Der Kalendereintrag liegt bei.',
    ],
  };
  const { subject, text, html, attachments } = renderMail(doc);
  return keyedMail(meta, 'operator', {
    from: settings.from,
    to: [settings.operator],
    replyTo: { name: displayName(fullName), address: booking.email },
    subject,
    text,
    html,
    attachments: [
      ...attachments,
      {
        filename: `buchung-${meta.reference}-${booking.date}.ics`,
        contentType: calendarContentType(),
        content: operatorCalendar(booking, meta, all, settings.from),
      },
    ],
  });
}

export function operatorContactMail(
  contact: ContactPayload,
  meta: RequestMeta,
  settings: MailSettings,
): OutgoingMail {
  const test = meta.test ? 'TEST – ' : '';
  const doc: MailDocument = {
    lang: 'de',
    subject: headerText(`${test}Neue Kontaktanfrage: ${contact.subject} – ${contact.name}`),
    preheader: contact.subject,
    headline: `${test}${contact.subject}`,
    facts: [contact.name],
    lead: [...(meta.test ? [TEST_NOTE] : []), ...heldNote(meta)],
    actions: [{ label: 'E-Mail schreiben', href: `mailto:${contact.email}` }],
    sections: withReceipt(
      [
        {
          title: 'Absender',
          rows: [
            { label: 'Name', value: contact.name },
            { label: 'E-Mail', value: contact.email, href: `mailto:${contact.email}` },
          ],
        },
        {
          title: 'Nachricht',
          rows: [{ label: 'Betreff', value: contact.subject }],
          text: contact.message,
        },
      ],
      meta,
      [{ label: 'Sprache', value: languageName(contact.locale) }],
    ),
    outro: ['Antworten Sie direkt auf diese E-Mail, um den Absender zu erreichen.'],
  };
  const { subject, text, html, attachments } = renderMail(doc);
  return keyedMail(meta, 'operator', {
    from: settings.from,
    to: [settings.operator],
    replyTo: { name: displayName(contact.name), address: contact.email },
    subject,
    text,
    html,
    attachments,
  });
}
