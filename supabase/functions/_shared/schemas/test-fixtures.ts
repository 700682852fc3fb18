import type { BookingPayloadInput, ContactPayloadInput } from './payload.ts';

/** 10:00 UTC on 1 June 2026 = noon in Vienna; payload dates below are relative to it. */
export const FIXED_NOW = new Date('2026-06-01T10:00:00Z');

export function validBooking(overrides: Partial<BookingPayloadInput> = {}): BookingPayloadInput {
  return {
    type: 'booking',
    firstName: 'Anna',
    lastName: 'Huber',
    email: 'anna@example.com',
    phone: '+43 660 1234567',
    service: 'airportTransfer',
    date: '2026-06-02',
    time: '14:30',
    passengers: 2,
    pickupLocation: 'Hotel Sacher Salzburg',
    destination: 'Salzburg Airport',
    specialRequests: 'Child seat, please',
    carType: 'e-klasse',
    locale: 'de',
    ...overrides,
  };
}

export function validContact(overrides: Partial<ContactPayloadInput> = {}): ContactPayloadInput {
  return {
    type: 'contact',
    name: 'John Smith',
    email: 'john@example.com',
    subject: 'Wedding',
    message: 'Do you have a white car for our wedding in August?',
    locale: 'en',
    ...overrides,
  };
}
