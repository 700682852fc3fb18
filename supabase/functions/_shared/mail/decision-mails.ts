/**
 * The visitor's mail of a decision, in the visitor's language: a confirmation with the
 * itinerary, the price and the calendar entry CONFIRMED; a decline or a cancellation with the
 * operator's reason, a pointer to call and the calendar entry cancelled. The operator has read
 * the request before deciding, so a confirmation carries the itinerary the first mail left out.
 */
import type { DecisionDetails, MailKind } from '../schemas/lifecycle.ts';
import type { BookingPayload } from '../schemas/payload.ts';
import { DECISION_TEXTS, formatEuro } from './decision-texts.ts';
import { fieldSections } from './field-sections.ts';
import { clockTime, longDate, phoneText } from './format.ts';
import { bookingTitle } from './labels.ts';
import { defuseLinks, headerText } from './text.ts';
import type { MailDocument, Row, Section } from './mail-document.ts';
import type { BookingMeta, MailSettings, OutgoingMail } from './types.ts';
import { greetingName, statusLink, visitorCalendar, visitorMail } from './visitor-confirmation.ts';
import { VISITOR_TEXTS } from './visitor-texts.ts';

export type VisitorDecision = 'confirmed' | 'declined' | 'cancelled';

/** Who the guest is the greeting says; what to reach them by, they know. */
const NOT_ITINERARY = new Set(['firstName', 'lastName', 'email', 'phone', 'locale']);

/**
 * Service, car, times, people, pickup and destination (with the meeting point after the pickup,
 * where a guest looks for where to stand), the return leg with its route.
 */
function itinerary(booking: BookingPayload, meetingPoint?: string): Section[] {
  const d = DECISION_TEXTS[booking.locale];
  const t = VISITOR_TEXTS[booking.locale];
  const sections = fieldSections(booking, booking.locale, {
    starts: {
      service: d.journeyTitle,
      returnDate: d.returnTitle,
      specialRequests: t.specialRequestsTitle,
    },
    shows: (field) => !NOT_ITINERARY.has(field.key),
    text: (value, field) => (field.format === 'longText' ? defuseLinks(value) : value),
    ...(meetingPoint
      ? { after: { pickupLocation: { label: d.meetingPoint, value: meetingPoint } } }
      : {}),
  });
  sections
    .find((section) => section.title === d.returnTitle)
    ?.rows.push({
      label: d.routeLabel,
      value: `${booking.destination} → ${booking.pickupLocation}`,
    });
  return sections;
}

function priceSection(decision: DecisionDetails, booking: BookingPayload): Section {
  const d = DECISION_TEXTS[booking.locale];
  const rows: Row[] = [
    {
      label: d.price,
      value: `${formatEuro(decision.priceCents ?? 0, booking.locale)} (${d.vatIncluded})`,
    },
    ...(decision.depositCents
      ? [{ label: d.deposit, value: formatEuro(decision.depositCents, booking.locale) }]
      : []),
    {
      label: d.payment,
      value: decision.depositCents ? d.paymentBalanceOnTheDay : d.paymentOnTheDay,
    },
  ];
  return { title: d.priceTitle, rows };
}

/** The guest's mail of each decision, a mail kind each (the outbox's key). */
export const VISITOR_DECISION_KIND = {
  confirmed: 'confirmation',
  declined: 'decline',
  cancelled: 'cancellation',
} as const satisfies Record<VisitorDecision, MailKind>;

/** The calendar's state after a decision, one revision past the entry it replaces. */
export function calendarUpdate(status: VisitorDecision) {
  return status === 'confirmed'
    ? ({ state: 'confirmed', sequence: 1 } as const)
    : ({ state: 'cancelled', sequence: status === 'cancelled' ? 2 : 1 } as const);
}

export function decisionMail(
  status: VisitorDecision,
  booking: BookingPayload,
  meta: BookingMeta,
  decision: DecisionDetails,
  settings: MailSettings,
): OutgoingMail {
  const locale = booking.locale;
  const d = DECISION_TEXTS[locale];
  const t = VISITOR_TEXTS[locale];
  const brand = settings.brandName;
  const phone = phoneText;
  const greeting = t.greeting(greetingName(booking.firstName));
  const sections: Section[] =
    status === 'confirmed'
      ? [
          ...itinerary(booking, decision.meetingPoint),
          priceSection(decision, booking),
          ...(decision.message ? [{ title: d.messageTitle, text: decision.message }] : []),
          { title: d.cancellationTitle, text: `${d.cancellationTerms}\n${d.onTheDay(phone)}` },
        ]
      : [
          { title: d.reasonTitle, text: decision.reason ?? '' },
          {
            title: t.nextStepsTitle,
            text:
              status === 'cancelled'
                ? [
                    d.noCharge,
                    // The deposit stays on the record after a cancellation: say it comes back.
                    ...(decision.depositCents
                      ? [d.depositRefund(formatEuro(decision.depositCents, locale))]
                      : []),
                    d.callUs(phone),
                  ].join('\n')
                : d.callUs(phone),
          },
        ];
  const words = {
    confirmed: [d.confirmedSubject, d.confirmedPreheader, d.confirmedHeadline, d.confirmedLead],
    declined: [d.declinedSubject, d.declinedPreheader, d.declinedHeadline, d.declinedLead],
    cancelled: [d.cancelledSubject, d.cancelledPreheader, d.cancelledHeadline, d.cancelledLead],
  } as const;
  const [subject, preheader, headline, lead] = words[status];
  const doc: MailDocument = {
    lang: locale,
    subject: headerText(subject(meta.reference, brand)),
    preheader,
    reference: { label: t.reference, value: meta.reference },
    headline,
    // What and when at a glance, the return leg too (a decline's only word on it); a
    // confirmation also its price.
    facts: [
      `${bookingTitle(booking, locale)}: ${longDate(booking.date, locale)}, ${clockTime(booking.time, locale)}`,
      ...(booking.returnDate && booking.returnTime
        ? [
            `${d.returnTitle}: ${longDate(booking.returnDate, locale)}, ${clockTime(booking.returnTime, locale)}`,
          ]
        : []),
      ...(status === 'confirmed' && decision.priceCents
        ? [`${formatEuro(decision.priceCents, locale)} (${d.vatIncluded})`]
        : []),
    ],
    // A declined request never became a booking.
    actions: [
      {
        label: status === 'declined' ? d.declinedStatusAction : d.statusAction,
        href: statusLink(booking, meta, settings),
      },
    ],
    lead: [greeting, lead],
    sections,
    outro: [t.signature(brand)],
    contact: { title: t.contactTitle, phone: t.phone, email: t.email },
  };
  const { state, sequence } = calendarUpdate(status);
  return visitorMail(booking.email, doc, meta, settings, VISITOR_DECISION_KIND[status], {
    filename: status === 'declined' ? t.calendarFile(booking.date) : d.calendarFile(booking.date),
    content: visitorCalendar(booking, meta, settings, state, sequence),
    state,
  });
}
