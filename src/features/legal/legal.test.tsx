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
const GERMAN_ONLY = 'This document is available in German only.';

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
    expect(body).not.toContain(GERMAN_ONLY);
  });

  it('in English: an English title, one English sentence, then the German text', async () => {
    await renderWithProviders(<Terms />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and Conditions');
    const notice = screen.getByText(GERMAN_ONLY);
    const german = document.querySelector('.legal__body')!;
    expect(german).toHaveAttribute('lang', 'de');
    expect(notice.compareDocumentPosition(german) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(german.textContent).toContain('Gerichtsstand ist Salzburg');
    expect(german.textContent).toContain('Stand: Mai 2025');
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

  it('in English says it is German only', async () => {
    await renderWithProviders(<Privacy />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.getByText(GERMAN_ONLY)).toBeInTheDocument();
    expect(document.querySelector('.legal__body')).toHaveAttribute('lang', 'de');
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
    expect(screen.getByRole('heading', { name: 'Haftungsausschluss' })).toBeInTheDocument();
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
    expect(screen.queryByText(GERMAN_ONLY)).not.toBeInTheDocument();
  });
});
