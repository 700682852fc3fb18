import { useRef } from 'react';
import type { ResponsiveImage as ImageData } from '../../content/images.generated.ts';
import { ResponsiveImage } from './responsive-image.tsx';
import { useImageReady, type ImageTimeout } from './use-image-ready.ts';

export type HeroImageProps = {
  image: ImageData;
  alt: string;
  /** How long the gradient fallback may hide a photo that is still loading. */
  timeout: ImageTimeout;
  position?: string;
  /** Fixed behind the page on large screens (a parallax-like still background). */
  fixed?: boolean;
};

/**
 * The full-bleed background of a hero: the LCP photo (prerendered, high priority), a gradient
 * fallback on top of it until the photo loads, fails or the time-out passes, and a dark overlay
 * that keeps the text readable. Fills its positioned parent.
 */
export function HeroImage({ image, alt, timeout, position, fixed = false }: HeroImageProps) {
  const imgRef = useRef<HTMLImageElement>(null);
  const status = useImageReady(imgRef, timeout);
  return (
    <div className="hero-image" data-status={status} data-fixed={fixed || undefined}>
      <div className="hero-image__clip">
        <ResponsiveImage
          className="hero-image__photo"
          image={image}
          alt={alt}
          sizes="100vw"
          position={position}
          priority
          imgRef={imgRef}
        />
      </div>
      <div className="hero-image__fallback" aria-hidden="true" />
      <div className="hero-image__overlay" aria-hidden="true" />
    </div>
  );
}
