import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { TourId } from '#shared/schemas/bookable-tours.ts';
import { tours } from '../../content/tours.ts';
import type { BookingMethods } from './booking-values.ts';

/**
 * A chosen tour is where the ride goes: its name fills the destination, which the form requires,
 * so a visitor booking the Eagle's Nest is not asked where to. The name follows the tour while
 * it stands as filled in (another tour, or a service without one, replaces or clears it); a
 * destination the visitor wrote is never touched.
 */
export function useTourDestination({ control, getValues, setValue }: BookingMethods): void {
  const { i18n } = useLingui();
  const tour = useWatch({ control, name: 'tour' });
  const before = useRef<TourId | ''>('');

  useEffect(() => {
    const nameOf = (id: TourId | '') => (id ? i18n._(tours[id].title) : '');
    const previous = nameOf(before.current);
    before.current = tour;
    const destination = getValues('destination');
    if (destination.trim() !== '' && destination !== previous) return;
    const next = nameOf(tour);
    if (next !== destination) setValue('destination', next);
  }, [tour, i18n, getValues, setValue]);
}
