import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { $ZodRawIssue } from 'zod/v4/core';
import { isValidationCode, type ValidationCode } from '#shared/schemas/codes.ts';

/**
 * The one place where the schemas' error codes become texts (docs/product.md, the forms). The English
 * translations in locales/en/contact.po are the product's fixed texts, word for word.
 */
export const validationMessages: Record<ValidationCode, MessageDescriptor> = {
  first_name_required: msg`Vorname ist erforderlich`,
  last_name_required: msg`Nachname ist erforderlich`,
  email_required: msg`E-Mail-Adresse ist erforderlich`,
  email_invalid: msg`Bitte geben Sie eine gültige E-Mail-Adresse ein`,
  phone_required: msg`Telefonnummer ist erforderlich`,
  service_required: msg`Bitte wählen Sie einen Service`,
  date_required: msg`Bitte wählen Sie ein Datum`,
  date_invalid: msg`Bitte wählen Sie ein Datum`,
  date_past: msg`Bitte wählen Sie heute oder einen späteren Tag`,
  date_too_far: msg`Bitte wählen Sie ein Datum innerhalb der nächsten drei Jahre`,
  time_required: msg`Bitte wählen Sie eine Uhrzeit`,
  passengers_range: msg`Bitte geben Sie zwischen 1 und 20 Fahrgäste an`,
  passengers_car_max: msg`So viele Fahrgäste passen nicht in das gewählte Fahrzeug`,
  passengers_tour_max: msg`So viele Gäste nimmt diese Tour nicht mit`,
  tour_invalid: msg`Bitte wählen Sie eine Tour dieses Service`,
  pickup_required: msg`Abholort ist erforderlich`,
  destination_required: msg`Zielort ist erforderlich`,
  car_required: msg`Bitte wählen Sie ein Fahrzeug`,
  flight_number_invalid: msg`Bitte nur Buchstaben, Ziffern, Leerzeichen und Bindestriche, höchstens 10 Zeichen`,
  suitcases_range: msg`Bitte geben Sie zwischen 0 und 20 Koffer an`,
  child_age_range: msg`Bitte geben Sie ein Alter von 0 bis 12 Jahren an`,
  child_seats_max: msg`Höchstens so viele Kindersitze wie Fahrgäste`,
  return_incomplete: msg`Bitte geben Sie für die Rückfahrt Datum und Uhrzeit an`,
  return_date_invalid: msg`Bitte wählen Sie ein Datum`,
  return_before_outbound: msg`Die Rückfahrt muss nach der Hinfahrt liegen`,
  pickup_past: msg`Diese Abholzeit ist in Salzburg schon vorbei. Bitte wählen Sie eine spätere Zeit`,
  name_min: msg`Der Name muss mindestens 2 Zeichen lang sein`,
  subject_min: msg`Der Betreff muss mindestens 2 Zeichen lang sein`,
  message_min: msg`Die Nachricht muss mindestens 10 Zeichen lang sein`,
  agb_required: msg`Sie müssen die AGB akzeptieren, um fortzufahren.`,
  privacy_required: msg`Sie müssen der Datenschutz\u00aderklärung zustimmen, um fortzufahren.`,
  locale_invalid: msg`Ungültiger Wert`,
  type_invalid: msg`Ungültiger Wert`,
  honeypot_filled: msg`Ungültiger Wert`,
  too_long: msg`Dieser Text ist zu lang`,
  text_invalid: msg`Dieser Text enthält ungültige Zeichen`,
  invalid: msg`Ungültiger Wert`,
  price_invalid: msg`Bitte geben Sie einen Preis über 0 € an, z. B. 180 oder 180,50`,
  deposit_invalid: msg`Bitte geben Sie die Anzahlung in Euro an, z. B. 50 oder 50,50`,
  deposit_over_price: msg`Die Anzahlung darf den Preis nicht übersteigen`,
  reason_required: msg`Bitte nennen Sie dem Gast einen Grund`,
  passphrase_required: msg`Bitte geben Sie die Passphrase ein`,
  reference_invalid: msg`Ungültige Referenz`,
  token_invalid: msg`Dieser Link ist ungültig`,
  decision_invalid: msg`Ungültiger Wert`,
};

/** The generic fallbacks, for an issue a schema did not give a code. */
const requiredMessage = msg`Erforderlich`;
const typeMessage = (expected: string, received: string) =>
  msg`Erwartet ${expected}, erhalten ${received}`;

const FALLBACK_REQUIRED = 'required';
const FALLBACK_TYPE = 'expected:';

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan';
  if (value instanceof Date) return 'date';
  return typeof value;
}

/**
 * Parse-level zod error map, handed to the resolver: the schemas' own codes win over it, so it
 * only names what they left open, as 'required' or 'expected:<type>:<type>'.
 */
export function fallbackErrorMap(issue: $ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return FALLBACK_REQUIRED;
  return `${FALLBACK_TYPE}${issue.expected}:${typeName(issue.input)}`;
}

/** The visitor's text for a field error message (a code, or one of the fallbacks). */
export function validationText(i18n: I18n, message: string | undefined): string {
  if (isValidationCode(message)) return i18n._(validationMessages[message]);
  if (message?.startsWith(FALLBACK_TYPE)) {
    const [expected = '', received = ''] = message.slice(FALLBACK_TYPE.length).split(':');
    return i18n._(typeMessage(expected, received));
  }
  return i18n._(requiredMessage);
}
