import { useLingui } from '@lingui/react/macro';
import { Suspense, useRef, useState } from 'react';
import { Carousel } from '../../components/ui/carousel.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import type { GalleryPhoto } from './gallery-photo.ts';
import { useCarouselLabels } from './use-carousel-labels.ts';
import './tours.css';

/** The lightbox's code loads when a photo is first opened (or about to be): no page carries it. */
const loadLightbox = () => import('./gallery-lightbox.tsx');
const GalleryLightbox = lazyChunk(() =>
  loadLightbox().then((module) => ({ default: module.GalleryLightbox })),
);

/**
 * The photo gallery of a tour (only the lake district tour has one: four photos). Each photo is
 * a button that opens it large in the lightbox; closing it brings the focus back to that photo.
 */
export function TourGallery({ photos }: { photos: GalleryPhoto[] }) {
  const { i18n, t } = useLingui();
  const labels = useCarouselLabels();
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const [opener, setOpener] = useState(0);
  const [shown, setShown] = useState<number>();

  const open = (index: number) => {
    setOpener(index);
    setShown(index);
  };
  const close = () => {
    setShown(undefined);
    openers.current[opener]?.focus();
  };
  /** What the browser already shows of a photo: the lightbox's stand-in if its size fails. */
  const shownSource = (index: number) => {
    const img = openers.current[index]?.querySelector('img');
    return img?.complete && img.naturalWidth > 0 ? img.currentSrc : undefined;
  };

  return (
    <>
      <Carousel
        className="tour-gallery"
        label={t`Bildergalerie`}
        labels={labels}
        items={photos}
        itemKey={(item) => item.photo.fallback}
        renderItem={(item, index) => {
          const alt = i18n._(item.alt);
          return (
            <figure className="tour-gallery__figure">
              <button
                ref={(node) => {
                  openers.current[index] = node;
                }}
                type="button"
                className="tour-gallery__open"
                aria-label={t`Foto öffnen: ${alt}`}
                aria-haspopup="dialog"
                onClick={() => open(index)}
                onPointerEnter={() => void loadLightbox()}
                onFocus={() => void loadLightbox()}
              >
                <ResponsiveImage
                  image={item.photo}
                  alt={alt}
                  sizes="(min-width: 1024px) 360px, (min-width: 640px) 60vw, 84vw"
                />
                <span className="tour-gallery__zoom" aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="18" height="18">
                    <path
                      d="M14 4h6v6M10 20H4v-6M20 4l-6.5 6.5M4 20l6.5-6.5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                    />
                  </svg>
                </span>
              </button>
            </figure>
          );
        }}
      />
      {shown !== undefined && (
        <Suspense fallback={null}>
          <GalleryLightbox
            photos={photos}
            index={shown}
            onIndexChange={setShown}
            onClose={close}
            shownSource={shownSource}
          />
        </Suspense>
      )}
    </>
  );
}
