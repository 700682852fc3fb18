import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { BOOKABLE_TOURS, type TourId } from '#shared/schemas/bookable-tours.ts';
import type { Locale } from '#shared/schemas/constants.ts';
import type { BookingMethods } from './booking-values.ts';

/**
 * A chosen tour is where the ride goes: its name fills the destination, which the form requires,
 * so a visitor booking the Eagle's Nest is not asked where to. The name follows the tour while
 * it stands as filled in, in either language (a draft kept before the visitor switched): another
 * tour replaces it, a service without one clears it. A destination the visitor wrote is never
 * touched. The names are the tours' own (src/app/names.test.tsx holds them to the pages').
 */
export function useTourDestination({ control, getValues, setValue }: BookingMethods): void {
  const { i18n } = useLingui();
  const tour = useWatch({ control, name: 'tour' });
  const before = useRef<TourId | ''>('');

  useEffect(() => {
    const previous = before.current;
    before.current = tour;
    const destination = getValues('destination');
    const filledIn = previous && Object.values(BOOKABLE_TOURS[previous].mailName);
    if (destination.trim() !== '' && !(filledIn && filledIn.includes(destination))) return;
    const next = tour ? BOOKABLE_TOURS[tour].mailName[i18n.locale as Locale] : '';
    if (next !== destination) setValue('destination', next);
  }, [tour, i18n, getValues, setValue]);
}
