import { useLingui } from '@lingui/react/macro';
import type { CarouselLabels } from '../../components/ui/carousel.tsx';

/** The carousel's texts from the tours catalog. */
export function useCarouselLabels(): CarouselLabels {
  const { t } = useLingui();
  return {
    carousel: t`Karussell`,
    slide: t`Folie`,
    position: (n, total) => t`${n} von ${total}`,
    previous: t`Vorherige Folie`,
    next: t`Nächste Folie`,
  };
}
