import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Under the time of a transfer, which of its two meanings applies (service-field-labels.ts). */
const timeHints: Partial<Record<string, MessageDescriptor>> = {
  airportTransfer: msg`Holen wir Sie am Flughafen ab: die planmäßige Landezeit Ihres Fluges. Fahren wir Sie hin: wann wir Sie abholen.`,
  trainTransfer: msg`Holen wir Sie am Bahnhof ab: die planmäßige Ankunftszeit Ihres Zuges. Fahren wir Sie hin: wann wir Sie abholen.`,
};

export const timeHint = (service: string): MessageDescriptor | undefined => timeHints[service];
