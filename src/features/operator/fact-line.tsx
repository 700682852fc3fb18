import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { CarType } from '#shared/schemas/constants.ts';
import { useCarNames } from '../forms/booking-summary.tsx';

/** One fact of a line; `whole` keeps it on one line (`.nowrap`, which lets go below 13 text widths). */
export type Fact = { text: string; whole: boolean };

/**
 * Short facts in a row, 'Anna Berger · 2 Personen · V-Klasse': the line breaks between them, the
 * dot ending a line, never starting one (a no-break space before it).
 */
export function FactLine({ facts }: { facts: readonly Fact[] }) {
  return facts.map(({ text, whole }, index) => (
    <Fragment key={index}>
      {index > 0 && '\u00a0· '}
      {whole ? <span className="nowrap">{text}</span> : text}
    </Fragment>
  ));
}

/** The people and the car as the list's cards and a request's overview line both write them. */
export function useRideFacts(): {
  people: (passengers: number) => Fact;
  car: (carType: CarType) => Fact;
} {
  const { t } = useLingui();
  const cars = useCarNames();
  return {
    people: (passengers) => ({
      text: passengers === 1 ? t`1 Person` : t`${passengers} Personen`,
      whole: true,
    }),
    car: (carType) => ({ text: cars[carType], whole: true }),
  };
}
