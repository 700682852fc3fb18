import { describe, expect, it } from 'vitest';
import { confirmationOf, myRequestFrom } from './confirmation.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const NOW = Date.UTC(2026, 10, 26, 9, 30);
const booking = {
  type: 'booking',
  locale: 'en',
  service: 'airportTransfer',
  date: '2026-12-03',
  time: '14:30',
  firstName: 'Anna',
};
const answer = { id: 'f1e2', reference: 'SLZ-7K3M', statusToken: TOKEN };

describe('confirmationOf', () => {
  it('reads a booking answer as the service sends it', () => {
    expect(confirmationOf({ ...answer, receiptHeld: true })).toEqual({
      reference: 'SLZ-7K3M',
      statusToken: TOKEN,
      receiptHeld: true,
    });
  });

  it("leaves out what a contact message's answer does not carry", () => {
    expect(confirmationOf({ id: 'f1e2' })).toEqual({});
  });

  it('leaves out what is malformed, so no page or toast shows it', () => {
    const malformed = { reference: 'XYZ', statusToken: 'short', receiptHeld: 'true' };
    expect(confirmationOf(malformed)).toEqual({});
    expect(confirmationOf({ reference: 'SLZ-7K3M', statusToken: 42 })).toEqual({
      reference: 'SLZ-7K3M',
    });
  });

  it('reads nothing from an answer that is no object', () => {
    for (const other of [null, undefined, 'SLZ-7K3M', 201]) {
      expect(confirmationOf(other)).toEqual({});
    }
  });
});

describe('myRequestFrom', () => {
  it("takes the reference, the token, the language and the trip from a booking's answer", () => {
    expect(myRequestFrom(booking, answer, NOW)).toEqual({
      token: TOKEN,
      reference: 'SLZ-7K3M',
      locale: 'en',
      createdAt: '2026-11-26T09:30:00.000Z',
      trip: { service: 'airportTransfer', date: '2026-12-03', time: '14:30' },
    });
  });

  it('keeps nothing for a message, a missing or malformed token, or a strange reference', () => {
    expect(myRequestFrom({ ...booking, type: 'contact' }, answer, NOW)).toBeNull();
    expect(myRequestFrom(booking, { id: 'f1e2', reference: 'SLZ-7K3M' }, NOW)).toBeNull();
    expect(myRequestFrom(booking, { ...answer, statusToken: 'short' }, NOW)).toBeNull();
    expect(myRequestFrom(booking, { ...answer, reference: 'XYZ' }, NOW)).toBeNull();
    expect(myRequestFrom('not json', answer, NOW)).toBeNull();
  });
});
