import { describe, expect, it } from 'vitest';
import { business } from '../schemas/business.ts';
import { createBookingPayloadSchema } from '../schemas/payload.ts';
import { FIXED_NOW, validBooking } from '../schemas/test-fixtures.ts';
import { calendarOf } from '../../../../server/test/lifecycle-kit.ts';
import { decisionMail } from './decision-mails.ts';
import { operatorDecisionReceipt, operatorReminder } from './operator-lifecycle-mails.ts';
import { phoneText } from './format.ts';
import { TEST_MAIL_META, TEST_MAIL_SETTINGS } from './test-fixtures.ts';
import type { BookingMeta, OutgoingMail } from './types.ts';

const settings = TEST_MAIL_SETTINGS;
const meta: BookingMeta = { ...TEST_MAIL_META, decidedAt: new Date('2026-06-01T12:00:00Z') };
const parse = createBookingPayloadSchema({ now: () => FIXED_NOW }).parse;
const booking = (locale: 'de' | 'en') =>
  parse(
    validBooking({
      locale,
      pickupLocation: 'Hotel Sacher, Schwarzstraße 5',
      destination: 'Kehlsteinhaus',
      returnDate: '2026-06-02',
      returnTime: '18:00',
    }),
  );
const confirmed = { priceCents: 54_000, depositCents: 10_000, meetingPoint: 'Hotel lobby' };

describe("the guest's mail of a decision", () => {
  it('confirms in English with the reference, the price, the itinerary and the day’s phone', () => {
    const mail = decisionMail('confirmed', booking('en'), meta, confirmed, settings);
    expect(mail.subject).toBe('Your booking SLZ-7K3M is confirmed – Prestige Limousines Salzburg');
    expect(mail.idempotencyKey).toBe(`${meta.idempotencyKey}-confirmation`);
    for (const line of [
      'Price: €540 (incl. VAT)',
      'Deposit: €100',
      'Payment: by bank transfer or in cash; the balance on the day of the ride at the latest',
      // Where to stand, with the ride, not with the payment.
      'Pickup location: Hotel Sacher, Schwarzstraße 5\nMeeting point: Hotel lobby\n',
      'Destination: Kehlsteinhaus',
      'Route: Kehlsteinhaus → Hotel Sacher, Schwarzstraße 5',
      '50% of the price 1 to 6 days before',
      `call us on ${phoneText}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('href="https://site.example/en/request#t=Qx7Zp2Kd9Lm4Vt8Rw3Ny6A"');
    // The guest's own words aside (a street in Salzburg), nothing German.
    expect(mail.text).not.toMatch(/Preis|Anzahlung|bestätigt|Rückfahrt|Uhr\b|Datum/);
  });

  it('lists the special requests again, their links made harmless', () => {
    const wishes = 'Kindersitz bitte; Anfahrt siehe https://maps.example/sacher';
    const mail = decisionMail(
      'confirmed',
      parse(validBooking({ specialRequests: wishes })),
      meta,
      confirmed,
      settings,
    );
    expect(mail.text).toContain(
      'IHRE SONDERWÜNSCHE\nKindersitz bitte; Anfahrt siehe https maps[.]example/sacher',
    );
    expect(mail.html).not.toContain('https://maps.example');
  });

  it('confirms in German, prices written as the site writes them', () => {
    const mail = decisionMail('confirmed', booking('de'), meta, { priceCents: 27_050 }, settings);
    expect(mail.subject).toBe('Ihre Buchung SLZ-7K3M ist bestätigt – Prestige Limousines Salzburg');
    expect(mail.text).toContain('Preis: 270,50\u00a0€ (inkl. MwSt.)');
    expect(mail.text).toContain('Zahlung: per Überweisung oder bar, spätestens am Tag der Fahrt');
    expect(mail.text).not.toContain('Anzahlung');
    expect(mail.html).toContain('href="https://site.example/anfrage#t=Qx7Zp2Kd9Lm4Vt8Rw3Ny6A"');
  });

  it('declines with the reason and a pointer to call, and no itinerary', () => {
    const mail = decisionMail(
      'declined',
      booking('en'),
      meta,
      { reason: 'Both cars are booked that day.' },
      settings,
    );
    expect(mail.subject).toBe(
      'Your request SLZ-7K3M: we cannot confirm it – Prestige Limousines Salzburg',
    );
    expect(mail.text).toContain('REASON\nBoth cars are booked that day.');
    // Both legs are declined: the head names the return leg as well as the outbound one.
    expect(mail.text).toContain(
      'Airport Transfer: Tuesday, 2\u00a0June 2026, 14:30\nReturn trip: Tuesday, 2\u00a0June 2026, 18:00',
    );
    expect(mail.text).toContain(`Phone: ${phoneText}`);
    expect(mail.text).not.toContain('Hotel Sacher');
    expect(mail.idempotencyKey).toBe(`${meta.idempotencyKey}-decline`);
    // It never was a booking: the link and the calendar file say request, as the first mail did.
    expect(mail.text).toContain('View your request online: https://site.example/en/request#t=');
    expect(mail.text).not.toMatch(/\bbooking\b/i);
    expect(mail.attachments?.map((file) => file.filename)).toContain('request-2026-06-02.ics');
  });

  it('cancels a confirmed booking in the guest’s language and says it costs nothing', () => {
    const mail = decisionMail('cancelled', booking('de'), meta, { reason: 'Panne' }, settings);
    expect(mail.subject).toBe('Ihre Buchung SLZ-7K3M ist storniert – Prestige Limousines Salzburg');
    expect(mail.text).toContain('Ihnen entstehen dadurch keine Kosten.');
    expect(mail.text).toContain('Rückfahrt: Dienstag, 02.06.2026, 18:00\u00a0Uhr');
    expect(mail.text).toContain('Buchung online ansehen: https://site.example/anfrage#t=');
    expect(mail.idempotencyKey).toBe(`${meta.idempotencyKey}-cancellation`);
  });
});

describe("the guest's calendar entry of a decision", () => {
  /** The entry's note, its folded lines joined and its escapes undone (RFC 5545). */
  const noteOf = (mail: OutgoingMail) => {
    const ics = String(mail.attachments?.find((file) => file.filename.endsWith('.ics'))?.content);
    const unfolded = ics.replace(/\r?\n[ \t]/g, '');
    return /^DESCRIPTION:(.*)$/m.exec(unfolded)?.[1]?.replace(/\\([,;\\])/g, '$1');
  };

  it('says the booking is confirmed, no longer that it waits for a confirmation', () => {
    expect(noteOf(decisionMail('confirmed', booking('en'), meta, confirmed, settings))).toBe(
      `Your booking SLZ-7K3M with Prestige Limousines Salzburg, confirmed in writing. On the day of your ride, call us on ${business.phoneDisplay}.`,
    );
    expect(noteOf(decisionMail('confirmed', booking('de'), meta, confirmed, settings))).toBe(
      `Ihre Buchung SLZ-7K3M bei Prestige Limousines Salzburg, schriftlich bestätigt. Am Tag der Fahrt erreichen Sie uns unter ${business.phoneDisplay}.`,
    );
  });

  it('says a declined request and a cancelled booking will not take place', () => {
    for (const status of ['declined', 'cancelled'] as const) {
      expect(noteOf(decisionMail(status, booking('en'), meta, { reason: 'x' }, settings))).toBe(
        `This ride (SLZ-7K3M) with Prestige Limousines Salzburg will not take place. Phone: ${business.phoneDisplay}`,
      );
      expect(noteOf(decisionMail(status, booking('de'), meta, { reason: 'x' }, settings))).toBe(
        `Diese Fahrt (SLZ-7K3M) mit Prestige Limousines Salzburg findet nicht statt. Telefon: ${business.phoneDisplay}`,
      );
    }
  });
});

describe('a cancelled booking with a deposit', () => {
  const withDeposit = { ...confirmed, reason: 'Car broke down' };

  it('tells the guest the deposit comes back, in their language, and only with a deposit', () => {
    const en = decisionMail('cancelled', booking('en'), meta, withDeposit, settings);
    expect(en.text).toContain(
      'If you have already paid the deposit of €100, we will refund it in full.',
    );
    const de = decisionMail('cancelled', booking('de'), meta, withDeposit, settings);
    expect(de.text).toContain('Haben Sie die Anzahlung von 100\u00a0€ schon geleistet');
    const none = decisionMail('cancelled', booking('en'), meta, { reason: 'x' }, settings);
    expect(none.text).not.toContain('deposit');
  });

  it('reminds the operator to pay it back', () => {
    const mail = operatorDecisionReceipt('cancelled', booking('en'), meta, withDeposit, settings);
    expect(mail.text).toContain('Anzahlung: 100\u00a0€ – falls geleistet, zurückzahlen');
  });
});

describe("the operator's mails of the lifecycle", () => {
  it('receipts a decision in German with what was decided and a way back to the console', () => {
    const mail = operatorDecisionReceipt('confirmed', booking('en'), meta, confirmed, settings);
    expect(mail.to).toEqual([settings.operator]);
    expect(mail.subject).toMatch(/^Bestätigt: SLZ-7K3M: /);
    expect(mail.text).toContain('Preis: 540\u00a0€');
    expect(mail.text).toContain('Der Gast erhält die Nachricht auf Englisch');
    expect(mail.html).toContain('href="https://site.example/betrieb/anfrage/SLZ-7K3M"');
    expect(mail.idempotencyKey).toBe(`${meta.idempotencyKey}-operator_receipt`);
  });

  it("names the state first in the operator's calendar, and the decision in its entry", () => {
    const summaries = (status: 'confirmed' | 'declined' | 'cancelled') =>
      calendarOf(
        operatorDecisionReceipt(status, booking('en'), meta, confirmed, settings),
      ).events.map((event) => event.summary);
    expect(summaries('confirmed')[0]).toMatch(/^Bestätigt · SLZ-7K3M Flughafentransfer: /);
    expect(summaries('cancelled')[0]).toMatch(/^Storniert · SLZ-7K3M /);
    expect(summaries('declined')[0]).toMatch(/^Abgelehnt · SLZ-7K3M /);
    const file = operatorDecisionReceipt(
      'confirmed',
      booking('en'),
      meta,
      confirmed,
      settings,
    ).attachments!.find((a) => a.contentType.startsWith('text/calendar'))!.content;
    expect(file.replace(/\r\n /g, '')).toContain('Preis: 540\u00a0€');
  });

  it('reminds of an undecided request with the promised answer time', () => {
    const mail = operatorReminder(booking('de'), meta, settings);
    expect(mail.subject).toMatch(/^Noch offen: SLZ-7K3M: /);
    expect(mail.text).toContain('seit 20 Stunden unbeantwortet');
    expect(mail.text).toContain('02.06.2026, 12:00');
    expect(mail.idempotencyKey).toBe(`${meta.idempotencyKey}-reminder`);
  });

  it('reminds of a ride that starts before that time without naming it, and says to call', () => {
    // Received on 1 June at 12:00 in Vienna, the answer due on 2 June at 12:00, the ride at 10:00:
    // the guest was asked to call, and named no answer time.
    const soon = parse({ ...validBooking({ locale: 'en' }), time: '10:00' });
    const mail = operatorReminder(soon, meta, settings);
    expect(mail.text).toContain('Kurzfristig: Die Fahrt beginnt vor der zugesagten Antwort');
    expect(mail.text).toContain('Bitte entscheiden Sie jetzt oder rufen Sie den Gast an.');
    expect(mail.text).not.toContain('02.06.2026, 12:00');
  });
});
