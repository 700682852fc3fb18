import { Trans } from '@lingui/react/macro';
import { business } from '../../content/business.ts';
import { LegalDocument, LegalSection } from './legal-document.tsx';

/** Terms and conditions (AGB), May 2025: the German text binds, the English one translates it (locales/en/legal.po). Every term of docs/product.md (business constants). */
export function Terms() {
  const { legalName } = business;
  const { street, postalCode, city } = business.address;
  return (
    <LegalDocument
      title={<Trans>Allgemeine Geschäftsbedingungen</Trans>}
      updated={<Trans>Stand: Mai 2025</Trans>}
      binding="terms"
    >
      <LegalSection id="terms-scope" title={<Trans>§ 1 Geltungsbereich</Trans>}>
        <p>
          <Trans>
            Diese Allgemeinen Geschäfts&shy;bedingungen gelten für alle Verträge über Chauffeur-,
            Transfer- und Tourleistungen zwischen uns, {legalName}, {street}, {postalCode} {city},
            und unseren Kundinnen und Kunden. Abweichende Bedingungen gelten nur, wenn wir ihnen
            schriftlich zustimmen.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="terms-contract" title={<Trans>§ 2 Vertragsabschluss</Trans>}>
        <p>
          <Trans>
            Eine Buchung über unsere Website, per E-Mail oder per Telefon ist ein verbindliches
            Angebot des Kunden zum Abschluss eines Beförderungs&shy;vertrags. Der Vertrag kommt erst
            mit unserer schriftlichen Bestätigung (zum Beispiel per E-Mail) zustande. Die
            automatische Eingangsbestätigung einer Anfrage ist noch keine Annahme des Angebots.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="terms-services" title={<Trans>§ 3 Leistungen</Trans>}>
        <p>
          <Trans>
            Umfang, Route, Fahrzeug und Zeiten der Leistung ergeben sich aus unserer Bestätigung.
            Zusätzliche Wünsche, Umwege und Wartezeiten, die über die vereinbarte Leistung
            hinausgehen, können gesondert verrechnet werden. Fällt ein Fahrzeug aus, dürfen wir ein
            gleichwertiges Fahrzeug einsetzen.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="terms-prices" title={<Trans>§ 4 Preise</Trans>}>
        <p>
          <Trans>
            Alle Preise verstehen sich in Euro inklusive der gesetzlichen Umsatzsteuer.
            Eintrittsgelder, Mahlzeiten und persönliche Ausgaben sind nicht enthalten, sofern nicht
            ausdrücklich anders vereinbart.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="terms-payment" title={<Trans>§ 5 Zahlung</Trans>}>
        <p>
          <Trans>
            Die Zahlung erfolgt per Banküberweisung oder in bar. Wir können eine Anzahlung
            verlangen, deren Höhe wir in der Buchungsbestätigung angeben. Der Restbetrag ist, sofern
            nicht anders vereinbart, spätestens am Tag der Leistung fällig.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="terms-cancellation" title={<Trans>§ 6 Stornierung</Trans>}>
        <p>
          <Trans>
            Stornierungen sind uns schriftlich mitzuteilen. Maßgeblich ist der Zeitpunkt ihres
            Eingangs. Es gelten folgende Stornogebühren:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>bis 7 Tage vor dem Termin: kostenlos</Trans>
          </li>
          <li>
            <Trans>1 bis 6 Tage vor dem Termin: 50 % des vereinbarten Preises</Trans>
          </li>
          <li>
            <Trans>am Tag des Termins: 100 % des vereinbarten Preises</Trans>
          </li>
        </ul>
      </LegalSection>
      <LegalSection id="terms-delays" title={<Trans>§ 7 Verspätungen und Wartezeiten</Trans>}>
        <p>
          <Trans>
            Bei Flughafen- und Bahnhofstransfers berücksichtigen wir Verspätungen im Rahmen unserer
            Flug- und Zugüberwachung. Verzögert sich die Abholung aus Gründen, die der Kunde zu
            vertreten hat, kann die zusätzliche Wartezeit verrechnet werden.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="terms-passengers" title={<Trans>§ 8 Pflichten der Fahrgäste</Trans>}>
        <p>
          <Trans>
            Die Fahrgäste befolgen die Anweisungen des Chauffeurs zu ihrer Sicherheit, insbesondere
            die Gurtpflicht. Im Fahrzeug wird nicht geraucht. Für Verschmutzungen oder Schäden, die
            über das übliche Maß hinausgehen, haftet, wer sie verursacht hat.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="terms-liability" title={<Trans>§ 9 Haftung</Trans>}>
        <p>
          <Trans>
            Wir haften nach den gesetzlichen Bestimmungen. Für leicht fahrlässig verursachte Schäden
            haften wir nicht, ausgenommen Personenschäden. Für Verspätungen durch höhere Gewalt,
            Unwetter, Straßensperren oder behördliche Maßnahmen übernehmen wir keine Haftung.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="terms-law" title={<Trans>§ 10 Anwendbares Recht und Gerichtsstand</Trans>}>
        <p>
          <Trans>
            Es gilt österreichisches Recht unter Ausschluss der Verweisungsnormen des
            internationalen Privatrechts und des UN-Kaufrechts. Gerichtsstand ist Salzburg. Für
            Verbraucher bleiben die zwingenden gesetzlichen Bestimmungen, insbesondere § 14 des
            Konsumenten&shy;schutz&shy;gesetzes, unberührt.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="terms-final" title={<Trans>§ 11 Schluss&shy;bestimmungen</Trans>}>
        <p>
          <Trans>
            Sollten einzelne Bestimmungen dieser Geschäfts&shy;bedingungen unwirksam sein, bleibt
            die Wirksamkeit der übrigen Bestimmungen unberührt.
          </Trans>
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
