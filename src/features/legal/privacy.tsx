import { Trans } from '@lingui/react/macro';
import { business, mailtoHref } from '../../content/business.ts';
import { LegalDocument, LegalSection } from './legal-document.tsx';

/** The privacy policy (Datenschutzerklärung), German, May 2025. */
export function Privacy() {
  const { legalName, owner, phoneDisplay } = business;
  const { street, postalCode, city } = business.address;
  const email = <a href={mailtoHref}>{business.email}</a>;
  return (
    <LegalDocument
      title={<Trans>Datenschutzerklärung</Trans>}
      updated={<Trans>Stand: Mai 2025</Trans>}
      germanOnly
    >
      <LegalSection id="privacy-controller" title={<Trans>1. Verantwortlicher</Trans>}>
        <p>
          <Trans>
            Verantwortlich für die Verarbeitung Ihrer Daten auf dieser Website ist {legalName},
            Inhaber {owner}, {street}, {postalCode} {city}, Österreich, Telefon {phoneDisplay},
            E-Mail {email}.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="privacy-general" title={<Trans>2. Grundsätze</Trans>}>
        <p>
          <Trans>
            Wir verarbeiten personenbezogene Daten nur nach der Datenschutz-Grundverordnung (DSGVO)
            und dem österreichischen Datenschutzgesetz (DSG). Diese Website setzt keine Cookies zu
            Werbe- oder Analysezwecken ein und lädt keine Inhalte von Drittanbietern: Schriften und
            Bilder kommen von unserem eigenen Server.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="privacy-forms" title={<Trans>3. Buchungs- und Kontaktformular</Trans>}>
        <p>
          <Trans>
            Wenn Sie eine Buchungsanfrage senden, verarbeiten wir Vor- und Nachname, E-Mail-Adresse,
            Telefonnummer, die gewünschte Leistung, Datum und Uhrzeit, die Zahl der Fahrgäste,
            Abholort und Ziel, das gewählte Fahrzeug, Ihre besonderen Wünsche sowie die Sprache, in
            der Sie die Website nutzen.
          </Trans>
        </p>
        <p>
          <Trans>
            Wenn Sie uns über das Kontaktformular schreiben, verarbeiten wir Ihren Namen, Ihre
            E-Mail-Adresse, den Betreff und Ihre Nachricht.
          </Trans>
        </p>
        <p>
          <Trans>
            Wir verwenden diese Daten, um Ihre Anfrage zu beantworten, Ihre Fahrt zu planen und den
            Vertrag zu erfüllen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Vertrag und
            vorvertragliche Maßnahmen) sowie für allgemeine Anfragen Art. 6 Abs. 1 lit. f DSGVO
            (unser berechtigtes Interesse, Ihre Nachricht zu beantworten).
          </Trans>
        </p>
      </LegalSection>
      <LegalSection
        id="privacy-processors"
        title={<Trans>4. Speicherung und E-Mail-Versand</Trans>}
      >
        <p>
          <Trans>
            Die Formulardaten werden an einen gehosteten Backend-Dienst (Supabase) übermittelt und
            dort in einer Datenbank gespeichert. Die Benachrichtigung an uns und die
            Bestätigungs-E-Mail an Sie versenden wir über einen E-Mail-Versanddienst (Resend).
          </Trans>
        </p>
        <p>
          <Trans>
            Beide Anbieter verarbeiten die Daten ausschließlich in unserem Auftrag auf Grundlage
            eines Vertrags zur Auftragsverarbeitung nach Art. 28 DSGVO. Soweit dabei Daten in Länder
            außerhalb der Europäischen Union übermittelt werden, geschieht das auf Grundlage eines
            Angemessenheitsbeschlusses der EU-Kommission oder ihrer Standardvertragsklauseln.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="privacy-device" title={<Trans>5. Speicherung auf Ihrem Gerät</Trans>}>
        <p>
          <Trans>
            Damit die Website auch ohne Netz funktioniert, speichert Ihr Browser ihre Seiten und
            Bilder sowie Ihre Sprachwahl. Halb ausgefüllte Formulare und Anfragen, die Sie ohne
            Netzverbindung absenden, bleiben nur auf Ihrem Gerät gespeichert, bis sie gesendet sind,
            und werden danach dort gelöscht.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="privacy-logs" title={<Trans>6. Server-Protokolle</Trans>}>
        <p>
          <Trans>
            Beim Aufruf der Website verarbeitet unser Server technisch notwendige Daten wie
            IP-Adresse, Zeitpunkt, aufgerufene Seite und Browsertyp, um die Website sicher
            auszuliefern und Missbrauch der Formulare zu verhindern (Art. 6 Abs. 1 lit. f DSGVO).
            Diese Protokolle löschen wir nach spätestens 14 Tagen.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="privacy-retention" title={<Trans>7. Speicherdauer</Trans>}>
        <p>
          <Trans>
            Anfragen, aus denen kein Auftrag entsteht, löschen wir spätestens zwölf Monate nach der
            letzten Kommunikation. Daten zu Aufträgen bewahren wir so lange auf, wie es die
            gesetzlichen Aufbewahrungspflichten verlangen, in der Regel sieben Jahre (§ 132 BAO).
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="privacy-rights" title={<Trans>8. Ihre Rechte</Trans>}>
        <p>
          <Trans>Nach der DSGVO haben Sie jederzeit das Recht auf:</Trans>
        </p>
        <ul>
          <li>
            <Trans>Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO)</Trans>
          </li>
          <li>
            <Trans>Berichtigung unrichtiger Daten (Art. 16 DSGVO)</Trans>
          </li>
          <li>
            <Trans>Löschung Ihrer Daten (Art. 17 DSGVO)</Trans>
          </li>
          <li>
            <Trans>Einschränkung der Verarbeitung (Art. 18 DSGVO)</Trans>
          </li>
          <li>
            <Trans>Datenübertragbarkeit (Art. 20 DSGVO)</Trans>
          </li>
          <li>
            <Trans>Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)</Trans>
          </li>
          <li>
            <Trans>Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Schreiben Sie uns dazu einfach an {email}. Sie haben außerdem das Recht, sich bei der
            Österreichischen Datenschutzbehörde, Barichgasse 40–42, 1030 Wien, www.dsb.gv.at, zu
            beschweren.
          </Trans>
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
