import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { composeBookingMails } from '#shared/mail/compose.ts';
import { decisionMail } from '#shared/mail/decision-mails.ts';
import type { OutgoingMail } from '#shared/mail/types.ts';
import { createBookingPayloadSchema } from '#shared/schemas/payload.ts';
import { chromiumLaunch } from '../playwright.config.ts';

/**
 * Pictures of the e-mails for the README (npm run mail:pictures): one booking with every
 * optional detail, composed by the real templates, shown in Chromium at a phone's width, as
 * the visitor reads it in German and in English and as the operator reads it, and the
 * confirmation the guest gets once the operator has confirmed it. Writes docs/mail/*.png.
 */
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'docs/mail');
const WIDTH = 390;

const schema = createBookingPayloadSchema({ dateWindow: false });
const booking = (locale: 'de' | 'en') =>
  schema.parse({
    type: 'booking',
    firstName: 'Anna',
    lastName: 'Huber',
    email: 'anna.huber@example.com',
    phone: '+43 660 1234567',
    service: 'airportTransfer',
    date: '2026-06-12',
    time: '14:30',
    flightNumber: 'OS 915',
    passengers: 3,
    suitcases: 2,
    childSeatAges: [4],
    pickupLocation: 'Salzburg Airport W. A. Mozart',
    destination: 'Hotel Sacher Salzburg',
    returnDate: '2026-06-19',
    returnTime: '09:00',
    specialRequests:
      locale === 'de'
        ? 'Wir landen mit Kinderwagen. Bitte am Ausgang mit Namensschild warten.'
        : 'We land with a pushchair. Please wait at the exit with a name sign.',
    carType: 'v-klasse',
    locale,
  });
const meta = {
  id: '3f6c2a9e-1b7d-4c55-9a0e-2d8f6b1c4e7a',
  reference: 'SLZ-7K3M',
  statusToken: 'Qx7Zp2Kd9Lm4Vt8Rw3Ny6A',
  idempotencyKey: 'pictures',
  receivedAt: new Date('2026-06-01T08:42:00Z'),
};
const settings = {
  from: {
    name: 'Prestige Limousines Salzburg',
    address: 'noreply@prestige-limousines-salzburg.at',
  },
  operator: { name: 'Prestige Limousines', address: 'office@prestige-limousines-salzburg.at' },
  brandName: 'Prestige Limousines Salzburg',
  siteUrl: 'https://www.prestige-limousines-salzburg.at',
};

/** The HTML as a mail program shows it: cid: images replaced by their attached bytes. */
function inlined(mail: OutgoingMail): string {
  let html = mail.html;
  for (const a of mail.attachments ?? []) {
    if (a.contentId && a.encoding === 'base64') {
      html = html.replaceAll(`cid:${a.contentId}`, `data:${a.contentType};base64,${a.content}`);
    }
  }
  return html;
}

/** What the operator typed into the console to confirm it. */
const confirmed = {
  priceCents: 14_500,
  depositCents: 5_000,
  meetingPoint: 'Arrivals hall, name sign',
  message: 'Your chauffeur Markus follows your flight and waits up to 60 minutes after landing.',
};
const decided = { ...meta, decidedAt: new Date('2026-06-01T10:05:00Z') };

const mails = {
  'visitor-de': composeBookingMails(booking('de'), meta, settings).visitor,
  'visitor-en': composeBookingMails(booking('en'), meta, settings).visitor,
  operator: composeBookingMails(booking('en'), meta, settings).operator,
  'confirmation-en': decisionMail('confirmed', booking('en'), decided, confirmed, settings),
};

mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunch);
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 800 } });
  // Nothing leaves the machine: the mails must not need the network to look right.
  await page.route('**/*', (route) => route.abort());
  for (const [name, mail] of Object.entries(mails)) {
    await page.setContent(inlined(mail), { waitUntil: 'load' });
    const file = path.join(out, `${name}.png`);
    // A 64-colour palette: the pictures stay small in the repository and read the same.
    await sharp(await page.screenshot({ fullPage: true }))
      .png({ palette: true, colours: 64, compressionLevel: 9 })
      .toFile(file);
    console.log(`wrote ${path.relative(root, file)}`);
  }
} finally {
  await browser.close();
}
