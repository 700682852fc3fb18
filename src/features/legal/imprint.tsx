import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmailAddress, PhoneNumber, StreetAddress } from '../../components/ui/contact-values.tsx';
import { business, mailtoHref, telHref } from '../../content/business.ts';
import { LegalDocument, LegalSection } from './legal-document.tsx';

/** The imprint (Impressum): operator, address, contact, VAT id, design credit, disclaimer. */
export function Imprint() {
  const facts: { id: string; label: ReactNode; value: ReactNode }[] = [
    { id: 'operator', label: <Trans>Betreiber</Trans>, value: business.legalName },
    { id: 'owner', label: <Trans>Inhaber</Trans>, value: business.owner },
    {
      id: 'address',
      label: <Trans>Anschrift</Trans>,
      value: (
        <>
          <StreetAddress />, <Trans>Österreich</Trans>
        </>
      ),
    },
    {
      id: 'phone',
      label: <Trans>Telefon</Trans>,
      value: (
        <a href={telHref}>
          <PhoneNumber />
        </a>
      ),
    },
    {
      id: 'email',
      label: <Trans>E-Mail</Trans>,
      value: (
        <a href={mailtoHref} className="email-fit">
          <EmailAddress />
        </a>
      ),
    },
    { id: 'vat', label: <Trans>UID-Nummer</Trans>, value: business.vatId },
    {
      id: 'purpose',
      label: <Trans>Unternehmens&shy;gegenstand</Trans>,
      value: <Trans>Personen&shy;beförderung mit Pkw (Mietwagen mit Chauffeur)</Trans>,
    },
    {
      id: 'authority',
      label: <Trans>Gewerbebehörde</Trans>,
      value: <Trans>Magistrat der Stadt Salzburg</Trans>,
    },
    {
      id: 'chamber',
      label: <Trans>Kammer</Trans>,
      value: <Trans>Wirtschaftskammer Salzburg</Trans>,
    },
    {
      id: 'law',
      label: <Trans>Berufsrecht</Trans>,
      value: (
        <Trans>
          Gewerbeordnung und Gelegenheits&shy;verkehrs-Gesetz, abrufbar unter{' '}
          <a href="https://www.ris.bka.gv.at" rel="noopener" target="_blank">
            www.ris.bka.gv.at
          </a>
        </Trans>
      ),
    },
    { id: 'design', label: <Trans>Gestaltung</Trans>, value: business.designCredit },
  ];
  return (
    <LegalDocument title={<Trans>Impressum</Trans>}>
      <LegalSection
        id="imprint-operator"
        title={<Trans>Angaben gemäß § 5 ECG und § 25 Mediengesetz</Trans>}
      >
        <dl className="legal__facts">
          {facts.map((fact) => (
            <div key={fact.id}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </LegalSection>
      <LegalSection id="imprint-disclaimer" title={<Trans>Haftungs&shy;ausschluss</Trans>}>
        <h3>
          <Trans>Inhalte</Trans>
        </h3>
        <p>
          <Trans>
            Wir erstellen die Inhalte dieser Website mit größter Sorgfalt. Für ihre Richtigkeit,
            Vollständigkeit und Aktualität können wir dennoch keine Gewähr übernehmen. Preise und
            Leistungen gelten wie in unserer schriftlichen Buchungsbestätigung angegeben.
          </Trans>
        </p>
        <h3>
          <Trans>Links</Trans>
        </h3>
        <p>
          <Trans>
            Für die Inhalte verlinkter Websites sind ausschließlich deren Betreiber verantwortlich.
            Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar; werden uns solche
            bekannt, entfernen wir den Link umgehend.
          </Trans>
        </p>
        <h3>
          <Trans>Urheberrecht</Trans>
        </h3>
        <p>
          <Trans>
            Texte, Bilder und Gestaltung dieser Website sind urheberrechtlich geschützt. Jede
            Verwendung außerhalb der Grenzen des Urheberrechts bedarf unserer schriftlichen
            Zustimmung.
          </Trans>
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
