import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Each service page's name, the one place it is written: its heading and title, its menu entry,
 * the footer's link and the booking form's choice take it from here, as a tour's take its title
 * from tours.ts (docs/product.md, names and casing).
 */
export const serviceNames = {
  airport: msg`Flughafentransfer`,
  trainStation: msg`Bahnhofstransfer`,
  longDistance: msg`Langstreckenfahrten`,
  event: msg`Event-Service`,
  vip: msg`VIP-Transport`,
} as const satisfies Record<string, MessageDescriptor>;

export type ServiceId = keyof typeof serviceNames;
