import { describe, expect, it } from 'vitest';
import { createBookingPayloadSchema, contactPayloadSchema } from '../schemas/payload.ts';
import { FIXED_NOW, validBooking, validContact } from '../schemas/test-fixtures.ts';
import { composeBookingMails, composeContactMails } from './compose.ts';
import type { MailSettings } from './types.ts';
import { greetingName } from './visitor-confirmation.ts';

const settings: MailSettings = {
  from: { name: 'Prestige Limousines Salzburg', address: 'noreply@example.com' },
  operator: { name: 'Operator', address: 'operator@example.com' },
  brandName: 'Prestige Limousines Salzburg',
};
const meta = {
  id: '11111111-2222-4333-8444-555555555555',
  idempotencyKey: 'abc',
  reference: 'SLZ-7K3M',
  receivedAt: FIXED_NOW,
};
const { reference: _reference, ...contactMeta } = meta;
const booking = createBookingPayloadSchema({ now: () => FIXED_NOW });

describe('booking mails', () => {
  const payload = booking.parse(validBooking({ locale: 'en' }));
  const { operator, visitor } = composeBookingMails(payload, meta, settings);

  it('gives the operator every field in German, reply-to the visitor', () => {
    expect(operator.to).toEqual([settings.operator]);
    expect(operator.replyTo).toEqual({ name: 'Anna Huber', address: 'anna@example.com' });
    expect(operator.subject).toBe(
      'Neue Buchungsanfrage: Flughafentransfer am 02.06.2026 um 14:30 – Anna Huber',
    );
    for (const text of [
      'Vorname: Anna',
      'Nachname: Huber',
      'E-Mail: anna@example.com',
      'Telefon: +43 660 1234567',
      'Service: Flughafentransfer',
      'Fahrzeug: Mercedes E-Klasse',
      'Datum: 02.06.2026',
      'Uhrzeit: 14:30 Uhr',
      'Personen: 2',
      'Abholort: Hotel Sacher Salzburg',
      'Ziel: Salzburg Airport',
      'Sonderwünsche: Child seat, please',
      'Sprache: Englisch',
      `Anfrage-ID: ${meta.id}`,
    ]) {
      expect(operator.text).toContain(text);
    }
    expect(operator.html).toContain('<html lang="de">');
    expect(operator.idempotencyKey).toBe('abc-operator');
  });

  it("gives the operator the booking's details and its reference", () => {
    const detailed = booking.parse(
      validBooking({
        flightNumber: 'os 123',
        suitcases: 2,
        childSeatAges: [4, 7],
        returnDate: '2026-06-09',
        returnTime: '18:00',
      }),
    );
    const { text } = composeBookingMails(detailed, meta, settings).operator;
    for (const line of [
      'Referenz: SLZ-7K3M',
      'Flug-/Zugnummer: OS 123',
      'Koffer: 2',
      'Kindersitze (Alter): 4, 7 Jahre',
      'Rückfahrt: Datum: 09.06.2026',
      'Rückfahrt: Uhrzeit: 18:00 Uhr',
    ]) {
      expect(text).toContain(line);
    }
    expect(operator.text).not.toContain('Koffer');
  });

  it('attaches a calendar entry at the requested time in Europe/Vienna', () => {
    const ics = operator.attachments?.[0];
    expect(ics?.filename).toBe('buchung-2026-06-02.ics');
    expect(ics?.contentType).toContain('text/calendar');
    expect(ics?.content).toContain('DTSTART;TZID=Europe/Vienna:20260602T143000');
    expect(ics?.content).toContain('DTEND;TZID=Europe/Vienna:20260602T153000');
    expect(ics?.content).toContain(`UID:${meta.id}@send-notification`);
  });

  it('confirms to the visitor in their language with the 24-hour promise', () => {
    expect(visitor.to).toEqual([{ address: 'anna@example.com' }]);
    expect(visitor.text).toMatch(/^Dear Anna,$/m);
    expect(visitor.replyTo).toEqual(settings.operator);
    expect(visitor.subject).toBe('Your booking request with Prestige Limousines Salzburg');
    expect(visitor.text).toContain('within 24 hours');
    expect(visitor.text).toContain('Airport Transfer');
    expect(visitor.text).toContain('Reference: SLZ-7K3M');
    expect(visitor.text).toContain('2 June 2026');
    expect(visitor.html).toContain('<html lang="en">');
    expect(visitor.attachments).toBeUndefined();
    const german = composeBookingMails(booking.parse(validBooking()), meta, settings).visitor;
    expect(german.subject).toBe('Ihre Buchungsanfrage bei Prestige Limousines Salzburg');
    expect(german.text).toContain('innerhalb von 24 Stunden');
  });

  it('escapes visitor values in HTML and keeps CR/LF/NUL out of headers', () => {
    const hostile = booking.parse(
      validBooking({
        firstName: 'Eve\r\nBcc: victim@example.com',
        lastName: '<script>alert("x")</script>',
        specialRequests: 'Line 1\nLine 2 & <b>bold</b>',
      }),
    );
    const mails = composeBookingMails(hostile, meta, settings);
    for (const mail of [mails.operator, mails.visitor]) {
      expect(mail.subject).not.toMatch(/[\r\n\0]/);
      expect(mail.html).not.toContain('<script>');
    }
    expect(mails.operator.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mails.visitor.text).not.toContain('script');
    expect(mails.operator.replyTo?.name).toBe('Eve Bcc: victim@example.com scriptalert(x)/script');
    expect(mails.operator.html).toContain('Line 1<br>Line 2 &amp; &lt;b&gt;bold&lt;/b&gt;');
  });
});

describe('greetingName', () => {
  it.each([
    ['Anna', 'Anna'],
    ['  Marie-Thérèse Anna ', 'Marie-Thérèse'],
    ["D'Artagnan", "D'Artagnan"],
    ['Żaneta', 'Żaneta'],
    ['李', '李'],
    ['https://pay.example', null],
    ['pay.example', null],
    ['Anna2', null],
    ['-Anna', null],
    ['Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', null],
    ['', null],
  ])('%j → %j', (name, expected) => {
    expect(greetingName(name)).toBe(expected);
  });
});

describe('contact mails', () => {
  const payload = contactPayloadSchema.parse(validContact());
  const { operator, visitor } = composeContactMails(payload, contactMeta, settings);

  it('gives the operator the message, reply-to the sender', () => {
    expect(operator.subject).toBe('Neue Kontaktanfrage: Wedding – John Smith');
    expect(operator.replyTo?.address).toBe('john@example.com');
    expect(operator.text).toContain('Nachricht: Do you have a white car');
    expect(operator.attachments).toBeUndefined();
  });

  it('confirms to the sender by first name, without echoing the subject or the message', () => {
    expect(visitor.subject).toBe('Your message to Prestige Limousines Salzburg');
    expect(visitor.text).toMatch(/^Dear John,$/m);
    expect(visitor.text).toContain('within 24 hours');
    expect(visitor.text).toContain(`Reference: ${contactMeta.id}`);
    expect(visitor.text).not.toContain('Wedding');
    expect(visitor.text).not.toContain('white car');
    expect(visitor.text).not.toContain('Smith');
  });
});
