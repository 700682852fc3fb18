import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Each service page's name, the one place it is written: its heading and title, its menu entry,
 * the footer's link and the booking form's choice for the service it books take it from here, as
 * a tour's take its title from tours.ts (docs/product.md, names and casing). The keys are the
 * pages' ids (src/content/page-paths.ts).
 */
export const servicePageNames = {
  airport: msg`Flughafentransfer`,
  trainStation: msg`Bahnhofstransfer`,
  longDistance: msg`Langstreckenfahrten`,
  event: msg`Event-Service`,
  vip: msg`VIP-Transport`,
  weddings: msg`Hochzeitsservice`,
} as const satisfies Record<string, MessageDescriptor>;

/** A service page (not a booking's service value: that is a BookableService). */
export type ServicePageId = keyof typeof servicePageNames;
