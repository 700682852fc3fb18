import { Trans } from '@lingui/react/macro';
import { CLIENT_HASH_KEEP_DAYS, MAIL_BODY_KEEP_DAYS } from '#shared/schemas/constants.ts';
import { business, mailtoHref } from '../../content/business.ts';
import { QUEUE_RETENTION_MS } from '../../lib/offline-policy.ts';
import { DRAFT_KEEP_DAYS } from '../forms/draft-expiry.ts';
import { LegalDocument, LegalSection } from './legal-document.tsx';

const queueDays = QUEUE_RETENTION_MS / 86_400_000;

/**
 * The privacy policy (Datenschutzerklärung), November 2026: the German text binds, the English
 * one translates it (locales/en/legal.po). Its periods come from the
 * code that keeps them: drafts (forms/draft-expiry.ts), requests kept offline (offline-policy.ts),
 * address hashes and mail bodies (the function's sweep).
 */
export function Privacy() {
  const { legalName, owner, phoneDisplay, staticHost } = business;
  const { street, postalCode, city } = business.address;
  const email = <a href={mailtoHref}>{business.email}</a>;
  return (
    <LegalDocument
      title={<Trans>Datenschutzerklärung</Trans>}
      updated={<Trans>Stand: November 2026</Trans>}
      binding="privacy"
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
            Telefonnummer, die gewünschte Leistung, Tour oder Sehenswürdigkeit und das Fahrzeug,
            Datum und Uhrzeit, die Flug- oder Zugnummer, die Zahl der Fahrgäste und der Koffer, das
            Alter der Kinder, für die Sie Kindersitze wünschen, Abholort und Ziel, Datum und Uhrzeit
            einer Rückfahrt, Ihre besonderen Wünsche sowie die Sprache, in der Sie die Website
            nutzen. Flug- oder Zugnummer, Koffer, Kindersitze und Rückfahrt geben Sie nur an, wenn
            Sie möchten.
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
        <p>
          <Trans>
            Ihre Buchungsanfragen bearbeiten wir in einem passwortgeschützten Bereich dieser
            Website. Dort halten wir unsere Entscheidung fest (die Bestätigung mit Preis, Anzahlung
            und Treffpunkt oder die Ablehnung mit ihrem Grund) und wann was geschah; beides teilen
            wir Ihnen per E-Mail mit.
          </Trans>
        </p>
        <p>
          <Trans>
            Mit jeder Buchungsanfrage erhalten Sie einen persönlichen Link zu einer Statusseite, auf
            der Sie sehen, ob wir Ihre Anfrage bestätigt haben. Der Link enthält einen geheimen
            Schlüssel: Wer ihn kennt, sieht den Stand der Anfrage, aber weder Ihren Namen noch Ihre
            E-Mail-Adresse oder Telefonnummer. Geben Sie ihn deshalb nur weiter, wenn Sie das
            möchten.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection
        id="privacy-processors"
        title={<Trans>4. Hosting, Speicherung und E-Mail-Versand</Trans>}
      >
        <p>
          <Trans>
            Die Seiten dieser Website liefert unser Hosting-Anbieter {staticHost} aus. Die
            Formulardaten werden an einen gehosteten Backend-Dienst (Supabase) übermittelt und dort
            in einer Datenbank gespeichert. Die Benachrichtigung an uns und die E-Mails an Sie
            versenden wir über einen E-Mail-Versanddienst (Resend).
          </Trans>
        </p>
        <p>
          <Trans>
            Diese Anbieter verarbeiten die Daten ausschließlich in unserem Auftrag auf Grundlage
            eines Vertrags zur Auftragsverarbeitung nach Art. 28 DSGVO. Soweit dabei Daten in Länder
            außerhalb der Europäischen Union übermittelt werden, geschieht das auf Grundlage eines
            Angemessenheits&shy;beschlusses der EU-Kommission oder ihrer
            Standard&shy;vertrags&shy;klauseln.
          </Trans>
        </p>
        <p>
          <Trans>
            Jede E-Mail wird bis zu ihrem Versand in der Datenbank aufbewahrt. Ihren Inhalt löschen
            wir dort {MAIL_BODY_KEEP_DAYS} Tage nach dem Versand; es bleibt nur vermerkt, welche
            E-Mail wann an wen (Sie oder uns) ging.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="privacy-device" title={<Trans>5. Speicherung auf Ihrem Gerät</Trans>}>
        <p>
          <Trans>
            Damit die Website auch ohne Netz funktioniert, speichert Ihr Browser ihre Seiten und
            Bilder sowie Ihre Sprachwahl.
          </Trans>
        </p>
        <p>
          <Trans>
            Halb ausgefüllte Formulare bleiben auf Ihrem Gerät, damit Ihre Eingaben nicht verloren
            gehen. Sie werden dort gelöscht, sobald Sie das Formular senden, spätestens aber{' '}
            {DRAFT_KEEP_DAYS} Tage nach Ihrer letzten Eingabe.
          </Trans>
        </p>
        <p>
          <Trans>
            Anfragen, die Sie ohne Netzverbindung absenden, bleiben auf Ihrem Gerät, bis sie
            gesendet sind, höchstens {queueDays} Tage. Kann eine solche Anfrage nicht zugestellt
            werden, sagen wir es Ihnen beim nächsten Besuch; sobald Sie diesen Hinweis gesehen
            haben, wird die gespeicherte Anfrage auf Ihrem Gerät gelöscht.
          </Trans>
        </p>
        <p>
          <Trans>
            Die Links zu den Statusseiten Ihrer Buchungsanfragen merkt sich Ihr Gerät unter „Meine
            Anfragen“, damit Sie sie wiederfinden, bis Sie sie dort entfernen oder die Daten dieser
            Website in Ihrem Browser löschen.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="privacy-logs" title={<Trans>6. Server-Protokolle</Trans>}>
        <p>
          <Trans>
            Beim Aufruf der Website und beim Senden eines Formulars verarbeiten die Server unseres
            Hosting-Anbieters und unseres Backend-Dienstes technisch notwendige Daten wie
            IP-Adresse, Zeitpunkt, aufgerufene Seite und Browsertyp, um die Website sicher
            auszuliefern und Missbrauch der Formulare zu verhindern (Art. 6 Abs. 1 lit. f DSGVO).
            Diese Protokolle löschen wir nach spätestens 14 Tagen.
          </Trans>
        </p>
        <p>
          <Trans>
            Zu jeder Anfrage speichern wir dafür statt Ihrer IP-Adresse nur einen Prüfwert (Hash),
            den wir aus der Adresse, dem Tag und einem geheimen Schlüssel bilden. Auch diesen
            löschen wir {CLIENT_HASH_KEEP_DAYS} Tage nach dem Eingang der Anfrage.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection id="privacy-retention" title={<Trans>7. Speicherdauer</Trans>}>
        <p>
          <Trans>
            Anfragen, aus denen kein Auftrag entsteht, löschen wir zwölf Monate nach dem angefragten
            Fahrtdatum, Nachrichten über das Kontaktformular zwölf Monate nach ihrem Eingang. Daten
            zu Aufträgen bewahren wir so lange auf, wie es die gesetzlichen
            Aufbewahrungs&shy;pflichten verlangen, in der Regel sieben Jahre (§ 132 BAO).
          </Trans>
        </p>
        <p>
          <Trans>
            Auf Ihren Wunsch löschen wir Ihre Anfragen und die E-Mails dazu auch früher, soweit
            keine gesetzliche Aufbewahrungs&shy;pflicht entgegensteht, und sagen Ihnen, was wir
            gelöscht haben.
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
            <Trans>Daten&shy;übertrag&shy;barkeit (Art. 20 DSGVO)</Trans>
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
