import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKABLE_SERVICES } from '#shared/schemas/bookable-services.ts';
import { fieldLabel } from '#shared/schemas/request-model.ts';
import { activateLocale, i18n, loadCatalog } from '../../lib/i18n.ts';
import { numberLabel, timeLabel } from './service-field-labels.ts';

beforeAll(async () => {
  await loadCatalog('contact');
});

describe('what the time and the number mean', () => {
  it('reads the same in the form and the e-mails, for every service, in both languages', async () => {
    for (const locale of ['de', 'en'] as const) {
      await activateLocale(locale);
      for (const service of Object.keys(BOOKABLE_SERVICES)) {
        expect(i18n._(timeLabel(service)), `${locale} ${service}`).toBe(
          fieldLabel('time', service, locale),
        );
        if (service === 'airportTransfer' || service === 'trainTransfer') {
          expect(i18n._(numberLabel(service))).toBe(fieldLabel('flightNumber', service, locale));
        }
      }
    }
  });

  it('names the landing time and the flight number for an airport transfer', async () => {
    await activateLocale('en');
    expect(i18n._(timeLabel('airportTransfer'))).toBe('Landing or pickup time');
    expect(i18n._(numberLabel('airportTransfer'))).toBe('Flight number');
    expect(i18n._(numberLabel('trainTransfer'))).toBe('Train number');
    expect(i18n._(timeLabel('eaglesTour'))).toBe('Pickup time');
  });
});
