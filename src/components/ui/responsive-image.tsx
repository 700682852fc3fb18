import type { CSSProperties, Ref } from 'react';
import { preload } from 'react-dom';
import type { ResponsiveImage as ImageData } from '../../content/images.generated.ts';
import './responsive-image.css';

export type ResponsiveImageProps = {
  image: ImageData;
  /** Translated alt text; '' for a decorative image. */
  alt: string;
  /** The rendered width per breakpoint, so the browser picks the right rendition. */
  sizes: string;
  /** The page's LCP image: loaded at once with high priority instead of lazily. */
  priority?: boolean;
  /** CSS object-position, to keep the subject in view when the photo is cropped. */
  position?: string;
  className?: string;
  imgRef?: Ref<HTMLImageElement>;
};

const srcSet = (list: { w: number; src: string }[]) =>
  list.map(({ w, src }) => `${src} ${w}w`).join(', ');

/**
 * A photo as <picture>: AVIF first, WebP second, the WebP fallback for anything else. Width and
 * height are set from the rendition so the layout never shifts; the blurred placeholder is the
 * image's own background until the photo paints over it.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  position,
  className,
  imgRef,
}: ResponsiveImageProps) {
  // The LCP photo is announced at the top of the head, ahead of the logo and flags that React
  // preloads on its own: on a connection-limited network it is then the first image on the wire
  // (docs/decisions/prerendering-and-boot.md, "The first round trip"). The hint names the AVIF
  // set only: a browser without AVIF skips a hint of an unknown type and picks its WebP as before.
  if (priority) {
    preload(image.fallback, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcSet(image.avif),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  const style: CSSProperties = {};
  // Transparent images (the cars) have no placeholder: it would show through them.
  if (image.placeholder) style.backgroundImage = `url("${image.placeholder}")`;
  if (position) style.objectPosition = position;
  return (
    <picture className={className ? `responsive-image ${className}` : 'responsive-image'}>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        ref={imgRef}
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        style={style}
      />
    </picture>
  );
}
