import { useState } from 'react';
import type { BookingMethods } from './booking-values.ts';

/**
 * Fits the passengers to what the chosen car or tour takes: a count above it is lowered to it
 * (docs/product.md, the booking form). The count the visitor asked for is kept, so that the hint
 * can say it was lowered, and a bigger car or tour brings it back: a family of six who typed 6
 * with the E-Class chosen gets 6 again on choosing the V-Class, not a request for three.
 */
export function usePassengerFit(methods: BookingMethods, isSubmitted: boolean) {
  const [asked, setAsked] = useState<number>();
  const fit = (max: number, wanted = asked ?? methods.getValues('passengers')) => {
    if (!Number.isFinite(wanted)) {
      setAsked(undefined);
      return;
    }
    const count = Math.min(wanted, max);
    if (count !== methods.getValues('passengers')) {
      methods.setValue('passengers', count, { shouldValidate: isSubmitted });
    }
    setAsked(wanted > max ? wanted : undefined);
  };
  return {
    /** What the visitor asked for, while it is more than the car or tour takes. */
    asked,
    /** After a new car, tour or service: the asked count, within `max`. */
    fit: (max: number) => fit(max),
    /** After the visitor typed `count` into the field. */
    typed: (count: number, max: number) => fit(max, count),
  };
}
