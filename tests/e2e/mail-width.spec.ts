/**
 * The mails at a phone's width in a real browser: one long word a visitor pasted (a map link, a
 * booking code) must wrap, not widen the whole mail, which a phone's mail app then shrinks to
 * unreadable text.
 */
import { expect, test } from '@playwright/test';
import { composeBookingMails } from '#shared/mail/compose.ts';
import { decisionMail } from '#shared/mail/decision-mails.ts';
import { operatorDecisionReceipt } from '#shared/mail/operator-lifecycle-mails.ts';
import { TEST_MAIL_META, TEST_MAIL_SETTINGS } from '#shared/mail/test-fixtures.ts';
import { createBookingPayloadSchema } from '#shared/schemas/payload.ts';
import { FIXED_NOW, validBooking } from '#shared/schemas/test-fixtures.ts';

const settings = TEST_MAIL_SETTINGS;
const meta = TEST_MAIL_META;
const LONG = `maps/place/Hotel-Sacher-Salzburg/@47.8003,13.0437,17z/data=${'x4776'.repeat(24)}`;
const confirmed = { priceCents: 54_000, meetingPoint: LONG, message: LONG };

test('every mail of a booking fits a 390 px phone with one long word in it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const mails = [];
  for (const locale of ['de', 'en'] as const) {
    const booking = createBookingPayloadSchema({ now: () => FIXED_NOW }).parse(
      validBooking({ locale, specialRequests: `Pick us up here: ${LONG}` }),
    );
    mails.push(...Object.values(composeBookingMails(booking, meta, settings)));
    mails.push(decisionMail('confirmed', booking, meta, confirmed, settings));
    mails.push(operatorDecisionReceipt('confirmed', booking, meta, confirmed, settings));
  }
  expect(mails).toHaveLength(8);
  expect(mails.filter((mail) => mail.html.includes('x4776x4776'))).toHaveLength(8);
  for (const mail of mails) {
    await page.setContent(mail.html);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, mail.subject).toBeLessThanOrEqual(390);
  }
});
