import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DestinationId } from '#shared/schemas/places.ts';

/**
 * The long-distance destinations' names (/langstrecke), which the booking form writes into its
 * destination when a destination's button opens it. Their ids, order and drives are the
 * function's (#shared/schemas/places.ts), whose names a test holds these to. In the services'
 * catalog and the contact page's, which both show them.
 */
type Destination = { city: MessageDescriptor; country: MessageDescriptor };

const austria = msg`Österreich`;
const germany = msg`Deutschland`;
const italy = msg`Italien`;
const switzerland = msg`Schweiz`;
const czechia = msg`Tschechien`;

export const destinations: Record<DestinationId, Destination> = {
  vienna: { city: msg`Wien`, country: austria },
  munich: { city: msg`München`, country: germany },
  innsbruck: { city: msg`Innsbruck`, country: austria },
  graz: { city: msg`Graz`, country: austria },
  venice: { city: msg`Venedig`, country: italy },
  milan: { city: msg`Mailand`, country: italy },
  zurich: { city: msg`Zürich`, country: switzerland },
  prague: { city: msg`Prag`, country: czechia },
  lucerne: { city: msg`Luzern`, country: switzerland },
};
