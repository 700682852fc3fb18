import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What the time and the number of a booking mean for its service: an airport or train transfer
 * meets a flight or a train (its landing or arrival time; the pickup time when we take the guest
 * there) and asks for that flight's or train's number. The form, the summary and the e-mails
 * (`fieldLabel` in #shared/schemas/request-model.ts) say the same words, which
 * service-field-labels.test.ts holds them to.
 */
const timeLabels: Partial<Record<string, MessageDescriptor>> = {
  airportTransfer: msg`Landezeit bzw. Abholzeit`,
  trainTransfer: msg`Ankunftszeit bzw. Abholzeit`,
};
const pickupTime = msg`Abholzeit`;

const numberLabels: Partial<Record<string, MessageDescriptor>> = {
  airportTransfer: msg`Flugnummer`,
  trainTransfer: msg`Zugnummer`,
};
const anyNumber = msg`Flug- oder Zugnummer`;

export const timeLabel = (service: string): MessageDescriptor => timeLabels[service] ?? pickupTime;

export const numberLabel = (service: string): MessageDescriptor =>
  numberLabels[service] ?? anyNumber;
