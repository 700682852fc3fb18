import { expect, test, type Locator, type Page } from '@playwright/test';
import { pathOf } from '../../src/content/page-paths.ts';
import { LOCALES, type Locale } from '../../src/lib/locales.ts';
import { leaksIn } from '../support/language-words.ts';
import {
  bookingPanel,
  bookingValues,
  contactPanel,
  fillBooking,
  fillContact,
} from './support/contact-form.ts';
import { mailsMentioning, readableMail, uniqueEmail } from './support/sent-mails.ts';
import { readableText } from './support/readable-text.ts';
import { waitForServiceWorker } from './support/service-worker.ts';

const FUNCTION = '**/functions/v1/send-notification';

async function expectNoLeak(page: Page, scope: Locator, locale: Locale, state: string) {
  const text = await readableText(scope);
  expect(leaksIn(text, locale), `${state} (${page.url()})`).toEqual([]);
}

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

for (const locale of LOCALES) {
  test(`the forms' errors and result panels read in ${locale} only`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const contact = pathOf('contact', locale);
    const send = (panel: Locator) => panel.locator('button[type="submit"]').click();

    // Errors, then the booking-received view.
    await page.goto(contact);
    await page.locator('html[data-hydrated]').waitFor();
    await send(bookingPanel(page));
    await expect(bookingPanel(page).getByRole('alert').first()).toBeVisible();
    await expectNoLeak(page, bookingPanel(page), locale, 'booking errors');
    // What the visitor types is theirs, in their language: the summary shows it back.
    const bookingEmail = uniqueEmail(`leak-booking-${locale}`);
    const booking = bookingValues(bookingEmail, {
      destination: locale === 'en' ? 'Munich Airport' : 'Flughafen München',
    });
    await fillBooking(page, booking, { locale });
    await bookingPanel(page)
      .getByRole('spinbutton', { name: locale === 'en' ? 'Suitcases' : 'Koffer' })
      .fill('2');
    await send(bookingPanel(page));
    await expect(bookingPanel(page).locator('.result-panel, .booking-received')).toBeVisible();
    await expectNoLeak(page, bookingPanel(page), locale, 'booking received');
    await expectNoLeak(page, toasts(page), locale, 'booking toast');

    // Errors, then the thank-you panel.
    await page.goto(`${contact}?tab=contact`);
    await page.locator('html[data-hydrated]').waitFor();
    await send(contactPanel(page));
    await expect(contactPanel(page).getByRole('alert').first()).toBeVisible();
    await expectNoLeak(page, contactPanel(page), locale, 'contact errors');
    const message = {
      name: 'Anna Huber',
      subject: 'Salzburg',
      message: 'Salzburg Mirabellplatz 14:30',
    };
    const contactEmail = uniqueEmail(`leak-contact-${locale}`);
    await fillContact(page, { ...message, email: contactEmail }, { locale });
    await send(contactPanel(page));
    await expect(contactPanel(page).locator('.result-panel')).toBeVisible();
    await expectNoLeak(page, contactPanel(page), locale, 'thank-you');
    await expectNoLeak(page, toasts(page), locale, 'thank-you toast');

    // The e-mails as delivered: the visitor's in their language, the operator's in German.
    for (const email of [bookingEmail, contactEmail]) {
      await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(2);
      for (const raw of mailsMentioning(email)) {
        const operator = /^To: .*operator@localhost/m.test(raw);
        const mailLocale = operator ? 'de' : locale;
        const text = readableMail(raw);
        expect(leaksIn(text, mailLocale), `${operator ? 'operator' : 'visitor'} mail`).toEqual([]);
      }
    }

    // A refusal nothing on the form explains: the error toast. (The context's route: the
    // worker may send the request.)
    await context.route(FUNCTION, (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await page.goto(`${contact}?tab=contact`);
    await page.locator('html[data-hydrated]').waitFor();
    await fillContact(page, { ...message, email: uniqueEmail(`leak-409-${locale}`) }, { locale });
    await send(contactPanel(page));
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
    await expectNoLeak(page, toasts(page), locale, 'server error toast');
    await context.unroute(FUNCTION);

    // The booking service failing while the site answers: kept, and the page says so.
    await waitForServiceWorker(page);
    await context.route(FUNCTION, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`${contact}?tab=contact`);
    await page.locator('html[data-hydrated]').waitFor();
    await fillContact(page, { ...message, email: uniqueEmail(`leak-503-${locale}`) }, { locale });
    await send(contactPanel(page));
    await expect(contactPanel(page).locator('.result-panel')).toBeVisible();
    await expectNoLeak(page, contactPanel(page), locale, 'service unreachable');
    await context.unroute(FUNCTION);

    // No network: the queued view, and the header's badge.
    await waitForServiceWorker(page);
    await page.goto(`${contact}?tab=contact`);
    await page.locator('html[data-hydrated]').waitFor();
    await fillContact(
      page,
      { ...message, email: uniqueEmail(`leak-queued-${locale}`) },
      { locale },
    );
    await context.setOffline(true);
    await send(contactPanel(page));
    await expect(page.locator('.pending-indicator')).toBeVisible();
    await expectNoLeak(page, contactPanel(page), locale, 'queued');
    await expectNoLeak(page, page.getByRole('banner'), locale, 'pending badge');
    await context.setOffline(false);
  });
}
