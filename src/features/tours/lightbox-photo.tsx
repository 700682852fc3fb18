import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { ResponsiveImage } from '../../content/images.generated.ts';

type LightboxPhotoProps = {
  photo: ResponsiveImage;
  alt: string;
  /** The size of this photo the page already shows, if any (shown first, and if all else fails). */
  standIn?: string | undefined;
};

const srcSet = (list: { w: number; src: string }[]) =>
  list.map(({ w, src }) => `${src} ${w}w`).join(', ');

/** The largest box of the photo's proportions that fits its stage (the lightbox's middle). */
function useFit(photo: ResponsiveImage) {
  const ref = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<{ width: number; height: number }>();
  useLayoutEffect(() => {
    const stage = ref.current?.parentElement;
    if (!stage) return;
    const measure = () => {
      const scale = Math.min(stage.clientWidth / photo.width, stage.clientHeight / photo.height);
      setFit({ width: Math.floor(photo.width * scale), height: Math.floor(photo.height * scale) });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    return () => observer.disconnect();
  }, [photo]);
  return { ref, fit };
}

/**
 * One photo of the lightbox. Its box is measured first, so the browser picks the largest
 * rendition that box needs (`sizes`, from the photo's AVIF and WebP sets) and nothing moves once
 * it arrives. Until then the size the page already shows (or the blurred placeholder) fills the
 * box. Should the large size fail (offline, with only the precached size on the phone: the worker
 * then usually answers with that one, sw/images.ts), the size already shown stays, and failing
 * that the placeholder: never a broken image.
 */
export function LightboxPhoto({ photo, alt, standIn }: LightboxPhotoProps) {
  const { ref, fit } = useFit(photo);
  const [failed, setFailed] = useState<'photo' | 'stand-in'>();
  const backgrounds = [standIn, photo.placeholder].filter(Boolean).map((url) => `url("${url}")`);
  const style: CSSProperties = { ...fit, backgroundImage: backgrounds.join(', ') || undefined };

  return (
    <div ref={ref} className="lightbox__frame">
      {fit && !failed && (
        <picture>
          <source type="image/avif" srcSet={srcSet(photo.avif)} sizes={`${fit.width}px`} />
          <source type="image/webp" srcSet={srcSet(photo.webp)} sizes={`${fit.width}px`} />
          <img
            className="lightbox__photo"
            src={photo.fallback}
            alt={alt}
            width={photo.width}
            height={photo.height}
            fetchPriority="high"
            style={style}
            onError={() => setFailed(standIn ? 'photo' : 'stand-in')}
          />
        </picture>
      )}
      {fit && failed === 'photo' && standIn && (
        <img
          className="lightbox__photo"
          src={standIn}
          alt={alt}
          width={photo.width}
          height={photo.height}
          style={style}
          onError={() => setFailed('stand-in')}
        />
      )}
      {fit && failed === 'stand-in' && (
        <div className="lightbox__photo" role="img" aria-label={alt} style={style} />
      )}
    </div>
  );
}
