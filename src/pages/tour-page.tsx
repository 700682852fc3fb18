import { useLingui } from '@lingui/react';
import { tours, type TourId } from '../content/tours.ts';

export function TourPage({ tourId }: { tourId: TourId }) {
  const { i18n } = useLingui();
  const tour = tours[tourId];
  return (
    <article className="page">
      <h1 className="page__title">{i18n._(tour.title)}</h1>
    </article>
  );
}
