/** The mail settings and one request's identity the mail tests compose with (tests only). */
import { FIXED_NOW } from '../schemas/test-fixtures.ts';
import type { BookingMeta, MailSettings } from './types.ts';

export const TEST_MAIL_SETTINGS: MailSettings = {
  from: { name: 'Prestige Limousines Salzburg', address: 'noreply@example.com' },
  operator: { name: 'Operator', address: 'operator@example.com' },
  brandName: 'Prestige Limousines Salzburg',
  siteUrl: 'https://site.example',
};

export const TEST_MAIL_META: BookingMeta = {
  id: '11111111-2222-4333-8444-555555555555',
  reference: 'SLZ-7K3M',
  statusToken: 'Qx7Zp2Kd9Lm4Vt8Rw3Ny6A',
  idempotencyKey: 'abc',
  receivedAt: FIXED_NOW,
};
