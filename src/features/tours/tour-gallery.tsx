import { useLingui } from '@lingui/react/macro';
import { Carousel } from '../../components/ui/carousel.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import type { TourDetails } from '../../content/tour-details.ts';
import { useCarouselLabels } from './use-carousel-labels.ts';
import './tours.css';

type GalleryImage = NonNullable<TourDetails['gallery']>[number];

/** The photo gallery of a tour (only the lake district tour has one: four photos). */
export function TourGallery({ photos }: { photos: GalleryImage[] }) {
  const { i18n, t } = useLingui();
  const labels = useCarouselLabels();
  return (
    <Carousel
      className="tour-gallery"
      label={t`Bildergalerie`}
      labels={labels}
      items={photos}
      itemKey={(item) => item.photo.fallback}
      focusableStrip
      renderItem={(item) => (
        <figure className="tour-gallery__figure">
          <ResponsiveImage
            image={item.photo}
            alt={i18n._(item.alt)}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 60vw, 84vw"
          />
        </figure>
      )}
    />
  );
}
