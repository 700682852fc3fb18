import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HASH_KEEP_DAYS, MAIL_BODY_KEEP_DAYS } from '#shared/schemas/constants.ts';
import type { BookingPayload } from '#shared/schemas/payload.ts';
import { business } from '../../content/business.ts';
import { DRAFT_KEEP_DAYS } from '../forms/draft-expiry.ts';
import { loadCatalog } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Imprint } from './imprint.tsx';
import { Privacy } from './privacy.tsx';
import { Terms } from './terms.tsx';

beforeAll(async () => {
  await loadCatalog('legal');
});

const text = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');
const TRANSLATION_NOTE = 'This is a translation for convenience; the German text is binding.';
/** Words only the German text has: none may show in the English one. */
const GERMAN_WORDS = /\b(und|der|die|das|Sie|Ihre|wir|nicht|DSGVO|Stand|Gerichtsstand)\b/;

/** The note comes first and links the German page; the text after it is English. */
function expectTranslation(germanPath: string) {
  const note = screen.getByText((_, element) => element?.textContent === TRANSLATION_NOTE);
  expect(note).toHaveClass('legal__notice');
  const link = screen.getByRole('link', { name: 'German text' });
  expect(link).toHaveAttribute('href', germanPath);
  expect(link).toHaveAttribute('hreflang', 'de');
  const body = document.querySelector('.legal__body')!;
  expect(note.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // The page is English throughout: no part of it marked as another language.
  expect(document.querySelector('[lang]:not([lang="en"])')).toBeNull();
  expect(text()).not.toMatch(GERMAN_WORDS);
  return body.textContent!.replace(/\s+/g, ' ');
}

describe('Terms (AGB)', () => {
  it('holds every business term, dated May 2025', async () => {
    await renderWithProviders(<Terms />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Allgemeine Geschäftsbedingungen',
    );
    const body = text();
    expect(body).toContain('Stand: Mai 2025');
    expect(body).toContain('verbindliches Angebot des Kunden');
    expect(body).toContain('Der Vertrag kommt erst mit unserer schriftlichen Bestätigung');
    expect(body).toContain('inklusive der gesetzlichen Umsatzsteuer');
    expect(body).toContain('per Banküberweisung oder in bar');
    expect(body).toContain('Anzahlung');
    expect(body).toContain('bis 7 Tage vor dem Termin: kostenlos');
    expect(body).toContain('1 bis 6 Tage vor dem Termin: 50 % des vereinbarten Preises');
    expect(body).toContain('am Tag des Termins: 100 % des vereinbarten Preises');
    expect(body).toContain('Es gilt österreichisches Recht');
    expect(body).toContain('Gerichtsstand ist Salzburg');
    expect(body).not.toContain(TRANSLATION_NOTE);
  });

  it('in English: the terms translated, below a note that the German text binds', async () => {
    await renderWithProviders(<Terms />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and Conditions');
    const body = expectTranslation('/agb');
    expect(body).toContain('As of: May 2025');
    expect(body).toContain('a binding offer by the customer');
    expect(body).toContain('The contract is concluded only upon our written confirmation');
    expect(body).toContain('include statutory VAT');
    expect(body).toContain('by bank transfer or in cash');
    expect(body).toContain('up to 7 days before the appointed date: free of charge');
    expect(body).toContain('1 to 6 days before the appointed date: 50% of the agreed price');
    expect(body).toContain('on the appointed date: 100% of the agreed price');
    expect(body).toContain('Austrian law applies');
    expect(body).toContain('The place of jurisdiction is Salzburg');
  });
});

describe('Privacy policy (Datenschutz)', () => {
  it('says what the forms collect, who stores and mails it, how long, and the GDPR rights', async () => {
    await renderWithProviders(<Privacy />);
    const body = text();
    expect(body).toMatch(/Vor- und Nachname, E-Mail-Adresse, Telefonnummer/);
    expect(body).toMatch(/Namen, Ihre E-Mail-Adresse, den Betreff und Ihre Nachricht/);
    expect(body).toContain('gehosteten Backend-Dienst');
    expect(body).toContain('E-Mail-Versanddienst');
    expect(body).toContain('Speicherdauer');
    expect(body).toContain('zwölf Monate');
    for (const article of ['Art. 15', 'Art. 16', 'Art. 17', 'Art. 18', 'Art. 20', 'Art. 21']) {
      expect(body).toContain(article);
    }
    expect(body).toContain('Datenschutzbehörde');
  });

  /** Every field of a booking request, and the words §3 names it with. */
  const BOOKING_FIELDS_NAMED = {
    firstName: 'Vor- und Nachname',
    lastName: 'Vor- und Nachname',
    email: 'E-Mail-Adresse',
    phone: 'Telefonnummer',
    service: 'die gewünschte Leistung',
    tour: 'Tour oder Sehenswürdigkeit',
    carType: 'das Fahrzeug',
    date: 'Datum und Uhrzeit',
    time: 'Datum und Uhrzeit',
    flightNumber: 'die Flug- oder Zugnummer',
    passengers: 'die Zahl der Fahrgäste',
    suitcases: 'und der Koffer',
    childSeatAges: 'das Alter der Kinder, für die Sie Kindersitze wünschen',
    pickupLocation: 'Abholort',
    destination: 'Ziel',
    returnDate: 'Datum und Uhrzeit einer Rückfahrt',
    returnTime: 'Datum und Uhrzeit einer Rückfahrt',
    specialRequests: 'Ihre besonderen Wünsche',
    locale: 'die Sprache, in der Sie die Website nutzen',
  } as const satisfies Record<Exclude<keyof BookingPayload, 'type' | 'website'>, string>;

  it('names every field of a booking request in §3', async () => {
    await renderWithProviders(<Privacy />);
    const forms = document
      .getElementById('privacy-forms')!
      .closest('section')!
      .textContent!.replace(/\s+/g, ' ');
    for (const words of Object.values(BOOKING_FIELDS_NAMED)) expect(forms).toContain(words);
  });

  it('names the host, the console, the status page, what the device keeps, and for how long', async () => {
    await renderWithProviders(<Privacy />);
    const body = text();
    expect(body).toContain('Stand: November 2026');
    expect(body).toContain(`unser Hosting-Anbieter ${business.staticHost} aus`);
    expect(body).toContain('passwortgeschützten Bereich dieser Website');
    expect(body).toContain('persönlichen Link zu einer Statusseite');
    expect(body).toContain('„Meine Anfragen“');
    expect(body).toContain(`spätestens aber ${DRAFT_KEEP_DAYS} Tage nach Ihrer letzten Eingabe`);
    expect(body).toContain('höchstens 7 Tage');
    expect(body).toContain('sobald Sie diesen Hinweis gesehen haben');
    expect(body).toContain(`${CLIENT_HASH_KEEP_DAYS} Tage nach dem Eingang der Anfrage`);
    expect(body).toContain(`${MAIL_BODY_KEEP_DAYS} Tage nach dem Versand`);
    expect(body).toContain('Auf Ihren Wunsch löschen wir Ihre Anfragen und die E-Mails dazu');
  });

  it('in English: the policy translated, below a note that the German text binds', async () => {
    await renderWithProviders(<Privacy />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    const body = expectTranslation('/datenschutz');
    expect(body).toContain('As of: November 2026');
    expect(body).toContain(`our hosting provider ${business.staticHost}`);
    expect(body).toContain(`no later than ${DRAFT_KEEP_DAYS} days after your last entry`);
    expect(body).toContain(`${CLIENT_HASH_KEEP_DAYS} days after receipt of the request`);
    expect(body).toContain(`${MAIL_BODY_KEEP_DAYS} days after it was sent`);
    expect(body).toContain('twelve months');
    for (const article of ['Art. 15', 'Art. 16', 'Art. 17', 'Art. 18', 'Art. 20', 'Art. 21']) {
      expect(body).toContain(`${article} GDPR`);
    }
    expect(body).toContain('Austrian Data Protection Authority');
  });
});

describe('Imprint', () => {
  const values = [
    business.legalName,
    business.phoneDisplay,
    business.email,
    business.vatId,
    business.designCredit,
  ];

  it('names operator, Salzburg address, phone, e-mail, VAT id, design credit and a disclaimer', async () => {
    await renderWithProviders(<Imprint />);
    const body = text();
    for (const value of values) expect(body).toContain(value);
    expect(body).toContain(`${business.address.postalCode} Salzburg`);
    // The heading's soft hyphen (docs/product.md, "Larger text") is part of its text.
    expect(screen.getByRole('heading', { name: 'Haftungs\u00adausschluss' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: business.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${business.phone}`,
    );
  });

  it('has English labels in English', async () => {
    await renderWithProviders(<Imprint />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Imprint');
    const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
    for (const label of ['Operator', 'Address', 'Phone', 'Email', 'VAT ID', 'Design']) {
      expect(terms).toContain(label);
    }
    expect(screen.getByRole('heading', { name: 'Disclaimer' })).toBeInTheDocument();
    expect(document.querySelector('.legal__notice')).toBeNull();
  });
});
