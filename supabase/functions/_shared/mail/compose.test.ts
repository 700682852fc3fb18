import { describe, expect, it } from 'vitest';
import { business } from '../schemas/business.ts';
import { createBookingPayloadSchema, contactPayloadSchema } from '../schemas/payload.ts';
import { BOOKING_FIELDS } from '../schemas/request-model.ts';
import { FIXED_NOW, validBooking, validContact } from '../schemas/test-fixtures.ts';
import { LOGO_CONTENT_ID } from './brand.ts';
import { composeBookingMails, composeContactMails } from './compose.ts';
import { phoneText } from './format.ts';
import { TEST_MAIL_META, TEST_MAIL_SETTINGS } from './test-fixtures.ts';
import type { OutgoingMail } from './types.ts';
import { greetingName } from './visitor-confirmation.ts';
import { statusPageUrl } from '../schemas/lifecycle.ts';

const settings = TEST_MAIL_SETTINGS;
const meta = TEST_MAIL_META;
const booking = createBookingPayloadSchema({ now: () => FIXED_NOW });
/** An airport pickup with every detail the form offers. */
const detailed = (overrides: Parameters<typeof validBooking>[0] = {}) =>
  booking.parse(
    validBooking({
      flightNumber: 'os 915',
      suitcases: 2,
      childSeatAges: [4],
      returnDate: '2026-06-09',
      returnTime: '09:00',
      ...overrides,
    }),
  );

const calendar = (mail: OutgoingMail) =>
  mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'))?.content ?? '';
const events = (ics: string) => ics.match(/^BEGIN:VEVENT$/gm)?.length ?? 0;

describe("the operator's booking mail", () => {
  const { operator } = composeBookingMails(detailed({ locale: 'en' }), meta, settings);

  it('carries the reference in the subject, reply-to the visitor', () => {
    expect(operator.to).toEqual([settings.operator]);
    expect(operator.replyTo).toEqual({ name: 'Anna Huber', address: 'anna@example.com' });
    expect(operator.subject).toBe(
      'Neue Buchungsanfrage SLZ-7K3M: Flughafentransfer am 02.06.2026 um 14:30 – Anna Huber',
    );
    expect(operator.idempotencyKey).toBe('abc-operator');
    expect(operator.html).toContain('<html lang="de">');
  });

  it("holds every field of the request model under the model's German label", () => {
    // A sight, so that the request carries a tour too; the flight number any service may carry.
    const { operator } = composeBookingMails(
      detailed({ service: 'salzburgTour', tour: 'hellbrunn', locale: 'en' }),
      meta,
      settings,
    );
    for (const field of BOOKING_FIELDS) {
      // Long text stands as a paragraph under its section's title; 'Rückfahrt: Datum' reads
      // 'Datum' under the title 'Rückfahrt'.
      const [prefix, label] = field.label.de.includes(': ')
        ? field.label.de.split(': ')
        : [undefined, field.label.de];
      if (field.format === 'longText') expect(operator.text).toContain(label!.toUpperCase());
      else
        expect(operator.text, field.key).toMatch(
          new RegExp(`^${label!.replace(/[()]/g, '\\$&')}: `, 'm'),
        );
      if (prefix) {
        const section = operator.text.indexOf(`\n${prefix.toUpperCase()}\n`);
        expect(section).toBeGreaterThan(0);
        expect(operator.text.indexOf(`\n${label}: `, section)).toBeGreaterThan(section);
      }
    }
    for (const text of [
      'Telefon: +43 660 1234567',
      'Fahrzeug: Mercedes E-Klasse',
      'Datum: Dienstag, 02.06.2026',
      'Abholzeit: 14:30\u00a0Uhr',
      'OS 915',
      'Koffer: 2',
      '4\u00a0Jahre',
      'Dienstag, 09.06.2026',
      '09:00\u00a0Uhr',
      'Strecke: Salzburg Airport → Hotel Sacher Salzburg',
      'Child seat, please',
      'Sprache: Englisch',
      `Anfrage-ID: ${meta.id}`,
      'Tour: Schloss Hellbrunn – 2–3 Stunden, 270 € pro Fahrzeug, bis zu 7 Gäste',
    ]) {
      expect(operator.text).toContain(text);
    }
  });

  it('puts what, when and where on top, with a button to call and one to write', () => {
    const top = operator.text.slice(0, operator.text.indexOf('GAST'));
    expect(top).toContain('Flughafentransfer\nDienstag, 02.06.2026, 14:30\u00a0Uhr');
    expect(top).toContain('Hotel Sacher Salzburg → Salzburg Airport');
    // A narrow mail client breaks that line only between its facts.
    expect(top).toContain(
      '2\u00a0Personen\u00a0· 2\u00a0Koffer\u00a0· 1\u00a0Kindersitz\u00a0(4\u00a0Jahre)\u00a0· Mercedes\u00a0E\u2011Klasse',
    );
    expect(operator.html).toContain('href="tel:+436601234567"');
    expect(operator.html).toContain('href="mailto:anna@example.com"');
  });

  it("says on top when a daily limit held the guest's confirmation, and nothing otherwise", () => {
    const held = composeBookingMails(detailed(), { ...meta, confirmationHeld: 'total' }, settings);
    const top = held.operator.text.slice(0, held.operator.text.indexOf('GAST'));
    expect(top).toContain('Keine Eingangsbestätigung an den Gast: Heute gingen schon so viele');
    expect(held.operator.html).toContain('Keine Eingangsbestätigung an den Gast');
    expect(operator.text).not.toContain('Eingangsbestätigung');
  });

  it('attaches a calendar entry with both legs, at wall-clock times in Europe/Vienna', () => {
    const ics = calendar(operator);
    expect(events(ics)).toBe(2);
    expect(ics).toContain('DTSTART;TZID=Europe/Vienna:20260602T143000');
    expect(ics).toContain('DTEND;TZID=Europe/Vienna:20260602T153000');
    expect(ics).toContain('DTSTART;TZID=Europe/Vienna:20260609T090000');
    expect(ics).toContain(`UID:${meta.id}@send-notification`);
    expect(ics).toContain(`UID:${meta.id}-return@send-notification`);
    expect(ics).toContain('LOCATION:Salzburg Airport');
  });

  it('goes without the new fields and with one calendar event when none are given', () => {
    const plain = composeBookingMails(booking.parse(validBooking()), meta, settings).operator;
    expect(events(calendar(plain))).toBe(1);
    expect(plain.text).not.toContain('Koffer');
    expect(plain.text).not.toContain('Rückfahrt');
    expect(plain.text).toContain('SONDERWÜNSCHE\nChild seat, please');
    const none = composeBookingMails(
      booking.parse(validBooking({ specialRequests: '' })),
      meta,
      settings,
    ).operator;
    expect(none.text).not.toMatch(/None|SONDERWÜNSCHE/);
  });
});

describe("the visitor's booking confirmation", () => {
  const en = composeBookingMails(detailed({ locale: 'en' }), meta, settings).visitor;
  const de = composeBookingMails(detailed(), meta, settings).visitor;

  it('is in the visitor’s language, with the reference in the subject and on top', () => {
    expect(en.to).toEqual([{ address: 'anna@example.com' }]);
    expect(en.replyTo).toEqual(settings.operator);
    expect(en.subject).toBe('Your booking request SLZ-7K3M with Prestige Limousines Salzburg');
    expect(de.subject).toBe('Ihre Buchungsanfrage SLZ-7K3M bei Prestige Limousines Salzburg');
    expect(en.text).toMatch(/^PRESTIGE LIMOUSINES SALZBURG\nReference: SLZ-7K3M\n/);
    expect(de.text).toMatch(/^PRESTIGE LIMOUSINES SALZBURG\nReferenz: SLZ-7K3M\n/);
    expect(en.text).toMatch(/^Dear Anna,$/m);
    expect(de.text).toMatch(/^Guten Tag Anna,$/m);
    expect(en.html).toContain('<html lang="en">');
  });

  it('summarises the request with the new fields in the visitor’s words', () => {
    for (const text of [
      'Service: Airport Transfer',
      'Vehicle: Mercedes E-Class',
      'Date: Tuesday, 2\u00a0June 2026',
      // An airport transfer's time and number say what they are, as the form does.
      'Landing or pickup time: 14:30',
      'Flight number: OS 915',
      'Suitcases: 2',
      '4\u00a0years',
      'Tuesday, 9\u00a0June 2026',
      'Child seat, please',
    ]) {
      expect(en.text).toContain(text);
    }
    expect(de.text).toContain('Koffer: 2');
    expect(de.text).toContain('Landezeit bzw. Abholzeit: 14:30\u00a0Uhr');
    expect(de.text).toContain('Flugnummer: OS 915');
    expect(de.text).toContain('Dienstag, 09.06.2026');
    // The way back under its own title, its labels capitalised as every other label.
    expect(en.text).toContain('RETURN TRIP\nDate: Tuesday, 9\u00a0June 2026\nTime: 09:00\n');
    expect(de.text).toContain('RÜCKFAHRT\nDatum: Dienstag, 09.06.2026\nUhrzeit: 09:00\u00a0Uhr\n');
  });

  it('says that the places come with the confirmation, since this mail leaves them out', () => {
    expect(de.text).toContain(
      'Hier ist sie noch einmal im Überblick (Abholort und Ziel nennt erst unsere Bestätigung);',
    );
    expect(en.text).toContain(
      'Here it is once more at a glance (our confirmation will also name the pickup and destination);',
    );
    expect(en.text).not.toContain('Salzburg Airport');
  });

  it('says what happens next and how to reach the business, from the one business source', () => {
    // Not confirmed yet, and answered within 24 hours of arriving (10:00 UTC is 12:00 in Vienna).
    expect(en.text).toContain('Your request is not confirmed yet.');
    // A visitor reads it wherever they are: the time is Salzburg's, as the received view says.
    expect(en.text).toContain(
      'will answer by Tuesday, 2\u00a0June 2026 at 12:00 (Salzburg time) at the latest',
    );
    expect(en.text).toContain('binding only once we confirm it to you in writing');
    expect(de.text).toContain('Ihre Anfrage ist noch nicht bestätigt.');
    expect(de.text).toContain(
      'spätestens am Dienstag, 2.\u00a0Juni 2026 um 12:00\u00a0Uhr (Salzburger Zeit).',
    );
    // Both carry the link to the request's status page, in the visitor's language.
    expect(en.html).toContain('href="https://site.example/en/request#t=Qx7Zp2Kd9Lm4Vt8Rw3Ny6A"');
    expect(de.html).toContain('href="https://site.example/anfrage#t=Qx7Zp2Kd9Lm4Vt8Rw3Ny6A"');
    for (const mail of [en, de]) {
      expect(mail.text).toContain(phoneText);
      expect(mail.text).toContain(business.email);
      expect(mail.text).toContain(business.address.street);
      expect(mail.html).toContain(`href="tel:${business.phone}"`);
    }
    expect(en.text).toContain('Salzburg, Austria');
    expect(de.text).toContain('Salzburg, Österreich');
  });

  it('asks to call, with the number, when the ride starts before our answer is due', () => {
    // Received on 1 June at 12:00 in Vienna: the answer is due on 2 June at 12:00.
    const soon = (locale: 'de' | 'en', time: '11:00' | '12:30') =>
      composeBookingMails(detailed({ locale, time }), meta, settings);
    const [enSoon, deSoon] = [soon('en', '11:00'), soon('de', '11:00')];
    expect(enSoon.visitor.text).toContain(
      `your ride starts before we would usually answer. Please call us on ${phoneText} so that we can confirm it in time.`,
    );
    expect(enSoon.visitor.text).not.toContain('will answer by');
    expect(enSoon.visitor.html).toContain('Your ride is soon: please call us.');
    expect(deSoon.visitor.text).toContain(
      `Bitte rufen Sie uns unter ${phoneText} an, damit wir sie rechtzeitig bestätigen können.`,
    );
    expect(deSoon.visitor.text).not.toContain('spätestens am');
    // The operator reads it first in the inbox and at the top, in German, whatever the guest's
    // language.
    expect(enSoon.operator.subject).toMatch(/^Kurzfristig: Neue Buchungsanfrage SLZ-7K3M: /);
    expect(enSoon.operator.text).toContain(
      'Kurzfristig: Die Fahrt beginnt vor der zugesagten Antwort',
    );
    // A ride after that time: the usual promise, and nothing for the operator.
    const later = soon('en', '12:30');
    expect(later.visitor.text).toContain('will answer by Tuesday, 2\u00a0June 2026 at 12:00');
    expect(later.operator.text).not.toContain('Kurzfristig');
    expect(later.operator.subject).toMatch(/^Neue Buchungsanfrage /);
  });

  it('attaches a calendar entry marked as requested, not confirmed, with the return trip', () => {
    const ics = calendar(en);
    expect(en.attachments?.find((a) => a.filename.endsWith('.ics'))?.filename).toBe(
      'request-2026-06-02.ics',
    );
    expect(events(ics)).toBe(2);
    expect(ics.match(/^STATUS:TENTATIVE$/gm)).toHaveLength(2);
    expect(ics).toContain('SUMMARY:Requested\\, not yet confirmed: Airport Transfer (SLZ-7K3M)');
    expect(calendar(de)).toContain('SUMMARY:Angefragt\\, noch nicht bestätigt: Flughafentransfer');
    expect(ics).not.toContain('LOCATION');
    const plain = composeBookingMails(booking.parse(validBooking()), meta, settings).visitor;
    expect(events(calendar(plain))).toBe(1);
  });

  it('shows the logo from an attached PNG, and nothing from the network', () => {
    const logo = en.attachments?.find((a) => a.contentId === LOGO_CONTENT_ID);
    expect(logo?.contentType).toBe('image/png');
    expect(en.html).toContain(`src="cid:${LOGO_CONTENT_ID}"`);
    expect(en.html).not.toMatch(/src="https?:|url\(/);
  });
});

describe('free text in the mails', () => {
  it('keeps CR/LF/NUL out of headers and escapes HTML', () => {
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
      expect(mail.html).not.toContain('<b>');
    }
    expect(mails.operator.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mails.visitor.text).not.toContain('script');
    expect(mails.operator.replyTo?.name).toBe('Eve Bcc: script alert(x) /script');
    expect(mails.operator.html).toContain('Line 1<br>Line 2 &amp; &lt;b&gt;bold&lt;/b&gt;');
  });

  it("gives a stranger's lure to the visitor only as text no mail program links", () => {
    const lure = booking.parse(
      validBooking({
        firstName: 'Winner',
        lastName: 'Claim at https://pay.example.com',
        pickupLocation: 'www.evil.example',
        destination: 'Call +1 800 555 0100',
        specialRequests:
          'Your parcel is held: https://pay.example.com/x or www.pay.example, write to help@pay.example',
      }),
    );
    const { visitor, operator } = composeBookingMails(lure, meta, settings);
    const readable = `${visitor.subject}\n${visitor.text}\n${visitor.html}`.replaceAll(
      statusPageUrl(settings.siteUrl, 'de', meta.statusToken),
      '',
    );
    expect(readable).not.toMatch(/https?:\/\/|www\.|pay\.example|evil/);
    expect(readable).not.toContain('Claim');
    expect(readable).not.toContain('+1 800');
    expect(visitor.text).toContain('https pay[.]example[.]com/x');
    expect(visitor.text).toContain('help@pay[.]example');
    // The business's phone and e-mail, and the request's status page.
    expect(visitor.html.match(/href="/g)).toHaveLength(3);
    // The operator reads every word as typed.
    expect(operator.text).toContain('https://pay.example.com/x');
  });

  it("tells one who got the mail without asking that the special requests are the sender's", () => {
    const lure = booking.parse(
      validBooking({
        specialRequests: 'Ihre Karte wurde belastet. Rufen Sie +43 900 555 1234 an.',
      }),
    );
    const { visitor } = composeBookingMails(lure, meta, settings);
    // After the lure, under a title of its own, with the business's one number.
    const note = visitor.text.indexOf('NICHT VON IHNEN GESENDET?\n');
    expect(note).toBeGreaterThan(visitor.text.indexOf('+43 900 555 1234'));
    expect(visitor.text.slice(note).split('\n\n')[0]).toBe(
      `NICHT VON IHNEN GESENDET?\nDann hat jemand Ihre Adresse in unser Formular eingegeben, und Sie können diese E-Mail löschen. Die Sonderwünsche oben hat der Absender geschrieben, nicht wir. Unsere Telefonnummer ist ausschließlich ${phoneText}.`,
    );
    // Without special requests there are none to disown.
    const plain = composeBookingMails(
      booking.parse(validBooking({ specialRequests: '', locale: 'en' })),
      meta,
      settings,
    ).visitor;
    expect(plain.text).toContain(
      `NOT SENT BY YOU?\nThen someone typed your address into our form, and you can delete this email. Our only phone number is ${phoneText}.`,
    );
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
  const { operator, visitor } = composeContactMails(payload, meta, settings);

  it('gives the operator the message, reply-to the sender', () => {
    expect(operator.subject).toBe('Neue Kontaktanfrage: Wedding – John Smith');
    expect(operator.replyTo?.address).toBe('john@example.com');
    expect(operator.text).toContain('Do you have a white car');
    expect(operator.text).toContain('Sprache: Englisch');
    expect(calendar(operator)).toBe('');
  });

  it('marks the mails to the visitor as automatic (RFC 3834), not those to the operator', () => {
    const booked = composeBookingMails(detailed({ locale: 'en' }), meta, settings);
    for (const mail of [visitor, booked.visitor]) {
      expect(mail.headers).toEqual({ 'Auto-Submitted': 'auto-generated' });
    }
    for (const mail of [operator, booked.operator]) expect(mail.headers).toBeUndefined();
  });

  it("keeps the message's paragraphs, as the sender wrote them", () => {
    const letter = 'Dear team,\r\n\r\ntwo cars in August?\nThank you!';
    const mails = composeContactMails(
      contactPayloadSchema.parse(validContact({ message: letter })),
      meta,
      settings,
    );
    expect(mails.operator.text).toContain('Dear team,\n\ntwo cars in August?\nThank you!');
    expect(mails.operator.html).toContain('Dear team,<br><br>two cars in August?<br>Thank you!');
  });

  it('confirms to the sender by first name, without echoing the subject or the message', () => {
    expect(visitor.subject).toBe('Your message to Prestige Limousines Salzburg');
    expect(visitor.text).toMatch(/^Dear John,$/m);
    expect(visitor.text).toContain('within 24 hours');
    // A message has no short reference, and a UUID is nothing to read out on the phone.
    expect(visitor.text).not.toContain('Reference');
    expect(visitor.text).not.toContain(meta.id);
    expect(visitor.text).not.toContain('Wedding');
    expect(visitor.text).not.toContain('white car');
    expect(visitor.text).not.toContain('Smith');
  });
});

describe('a booking of an exact tour or sight', () => {
  const hellbrunn = (locale: 'de' | 'en') =>
    composeBookingMails(
      detailed({
        service: 'salzburgTour',
        tour: 'hellbrunn',
        locale,
        returnDate: undefined,
        returnTime: undefined,
      }),
      meta,
      settings,
    );

  it('names the sight, its duration and what its price covers in both mails', () => {
    const { operator, visitor } = hellbrunn('en');
    expect(operator.subject).toBe(
      'Neue Buchungsanfrage SLZ-7K3M: Schloss Hellbrunn am 02.06.2026 um 14:30 – Anna Huber',
    );
    expect(operator.text).toContain('Service: Salzburgs Schlösser und Festung');
    expect(operator.text).toContain(
      'Tour: Schloss Hellbrunn – 2–3 Stunden, 270 € pro Fahrzeug, bis zu 7 Gäste',
    );
    expect(visitor.text).toContain(
      'Tour: Hellbrunn Palace – 2–3 hours, €270 per vehicle, up to 7 guests',
    );
    expect(hellbrunn('de').visitor.text).toContain(
      'Tour: Schloss Hellbrunn – 2–3 Stunden, 270 € pro Fahrzeug, bis zu 7 Gäste',
    );
  });

  it("puts the sight in both calendar entries' summaries, lasting as long as it takes", () => {
    const { operator, visitor } = hellbrunn('en');
    for (const ics of [calendar(operator), calendar(visitor)]) {
      expect(ics).toContain('DTSTART;TZID=Europe/Vienna:20260602T143000');
      expect(ics).toContain('DTEND;TZID=Europe/Vienna:20260602T173000'); // 2–3 hours: three
    }
    expect(calendar(operator)).toMatch(/^SUMMARY:Angefragt · SLZ-7K3M Schloss Hellbrunn: /m);
    expect(calendar(visitor)).toMatch(/^SUMMARY:.*Hellbrunn Palace/m);
  });

  it('takes the tour of a service that stands for one, though an older client sent none', () => {
    const { operator } = composeBookingMails(
      detailed({ service: 'eaglesTour', returnDate: undefined, returnTime: undefined }),
      meta,
      settings,
    );
    expect(calendar(operator)).toContain('DTEND;TZID=Europe/Vienna:20260602T203000'); // 6 hours
  });

  it("tells the operator on top of the mail of a day outside the tour's season", () => {
    const eaglesNest = (date: string) =>
      composeBookingMails(
        detailed({ service: 'eaglesTour', date, returnDate: undefined, returnTime: undefined }),
        meta,
        settings,
      );
    const outside = 'Außerhalb der Saison (Mai bis September): eine Alternative vorschlagen';
    const november = eaglesNest('2026-11-30');
    expect(november.operator.text).toContain(outside);
    expect(november.operator.html).toContain(outside);
    // The visitor read it in the form before sending; their mail stays as it was.
    expect(november.visitor.text).not.toContain('Saison');
    expect(eaglesNest('2026-09-30').operator.text).not.toContain('Saison');
    expect(hellbrunn('de').operator.text).not.toContain('Saison');
  });
});

describe('calendar entries last as long as the trip', () => {
  const endOf = (overrides: Parameters<typeof validBooking>[0]) =>
    /^DTEND;TZID=Europe\/Vienna:\d{8}T(\d{4})/m.exec(
      calendar(
        composeBookingMails(booking.parse(validBooking(overrides)), meta, settings).operator,
      ),
    )?.[1];

  it('Munich airport to Salzburg: about two hours, Salzburg airport one', () => {
    expect(endOf({ pickupLocation: 'Flughafen München (MUC)', destination: 'Hotel Sacher' })).toBe(
      '1630',
    );
    expect(endOf({ pickupLocation: 'Munich Airport', destination: 'Salzburg' })).toBe('1630');
    expect(endOf({ pickupLocation: 'Hotel Sacher', destination: 'Salzburg Airport' })).toBe('1530');
  });

  it('a long-distance trip to a listed destination: its drive; elsewhere the service default', () => {
    const trip = { service: 'longDistanceTrip' as const, pickupLocation: 'Hotel Sacher' };
    expect(endOf({ ...trip, destination: 'Wien' })).toBe('1730');
    expect(endOf({ ...trip, destination: 'Venice, Hotel Danieli' })).toBe('1900');
    expect(endOf({ ...trip, destination: 'Wiener Neustadt' })).toBe('1830'); // not Vienna: 4 h
  });

  it('the return leg takes the same drive', () => {
    const ics = calendar(
      composeBookingMails(
        booking.parse(
          validBooking({
            pickupLocation: 'Hotel Sacher',
            destination: 'Flughafen Wien',
            returnDate: '2026-06-09',
            returnTime: '09:00',
          }),
        ),
        meta,
        settings,
      ).operator,
    );
    expect(ics).toContain('DTEND;TZID=Europe/Vienna:20260602T173000');
    expect(ics).toContain('DTEND;TZID=Europe/Vienna:20260609T120000');
  });
});
