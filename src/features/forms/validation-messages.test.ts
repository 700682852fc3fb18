import { zodResolver } from '@hookform/resolvers/zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_CODES } from '#shared/schemas/codes.ts';
import { activateLocale, i18n, loadCatalog } from '../../lib/i18n.ts';
import { fallbackErrorMap, validationMessages, validationText } from './validation-messages.ts';

beforeAll(async () => {
  await loadCatalog('contact');
});

/** The booking and contact messages and the consent texts, word for word. */
const spec = {
  first_name_required: ['Vorname ist erforderlich', 'First name is required'],
  last_name_required: ['Nachname ist erforderlich', 'Last name is required'],
  email_required: ['E-Mail-Adresse ist erforderlich', 'Email address is required'],
  email_invalid: [
    'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    'Please enter a valid email address',
  ],
  phone_required: ['Telefonnummer ist erforderlich', 'Phone number is required'],
  service_required: ['Bitte wählen Sie einen Service', 'Please select a service'],
  date_required: ['Bitte wählen Sie ein Datum', 'Please select a date'],
  time_required: ['Bitte wählen Sie eine Uhrzeit', 'Please select a time'],
  pickup_required: ['Abholort ist erforderlich', 'Pickup location is required'],
  destination_required: ['Zielort ist erforderlich', 'Destination is required'],
  car_required: ['Bitte wählen Sie ein Fahrzeug', 'Please select a car'],
  name_min: ['Der Name muss mindestens 2 Zeichen lang sein', 'Name must be at least 2 characters'],
  subject_min: [
    'Der Betreff muss mindestens 2 Zeichen lang sein',
    'Subject must be at least 2 characters',
  ],
  message_min: [
    'Die Nachricht muss mindestens 10 Zeichen lang sein',
    'Message must be at least 10 characters',
  ],
  agb_required: [
    'Sie müssen die AGB akzeptieren, um fortzufahren.',
    'You must accept the terms and conditions to continue.',
  ],
  privacy_required: [
    'Sie müssen der Datenschutz\u00aderklärung zustimmen, um fortzufahren.',
    'You must agree to the privacy policy to continue.',
  ],
} as const;

describe('validation messages', () => {
  it('has a text for every code the schemas use', () => {
    expect(Object.keys(validationMessages).sort()).toEqual([...VALIDATION_CODES].sort());
  });

  it.each(['de', 'en'] as const)('gives the fixed texts in %s', async (locale) => {
    await activateLocale(locale);
    for (const [code, texts] of Object.entries(spec)) {
      expect(validationText(i18n, code), code).toBe(texts[locale === 'de' ? 0 : 1]);
    }
  });

  it.each([
    ['de', 'Erforderlich', 'Erwartet number, erhalten string'],
    ['en', 'Required', 'Expected number, received string'],
  ] as const)('falls back to the generic texts in %s', async (locale, required, expected) => {
    await activateLocale(locale);
    // A schema without codes of its own, read through the same resolver set-up as the forms.
    const resolver = zodResolver(z.object({ a: z.string(), b: z.number() }), {
      error: fallbackErrorMap,
    });
    const result = await resolver({ b: 'x' } as never, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const errors = result.errors as Record<string, { message?: string }>;
    expect(validationText(i18n, errors.a?.message)).toBe(required);
    expect(validationText(i18n, errors.b?.message)).toBe(expected);
    expect(validationText(i18n, undefined)).toBe(required);
  });
});
