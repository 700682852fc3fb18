import { useEffect, useState, type RefObject } from 'react';
import { MOBILE_MAX_WIDTH_PX } from '../../lib/layout-constants.ts';

/**
 * loading: the photo is on its way (the fallback shows);
 * loaded: it has arrived; failed: it could not load (the fallback stays, the error is logged);
 * timedOut: it took too long, so the page stops waiting and shows the photo as it comes in.
 */
export type ImageStatus = 'loading' | 'loaded' | 'failed' | 'timedOut';

/** A fixed time-out, or one for phones (under 768 px) and one for larger screens. */
export type ImageTimeout = number | { mobile: number; desktop: number };

function resolveTimeout(timeout: ImageTimeout): number {
  if (typeof timeout === 'number') return timeout;
  const mobile =
    window.matchMedia?.(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches ??
    window.innerWidth <= MOBILE_MAX_WIDTH_PX;
  return mobile ? timeout.mobile : timeout.desktop;
}

/**
 * Follows an <img> already in the page (prerendered, so it may have finished before hydration):
 * resolves on load, on error (logged) or when the time-out passes, whichever comes first.
 */
export function useImageReady(
  ref: RefObject<HTMLImageElement | null>,
  timeout: ImageTimeout,
): ImageStatus {
  const [status, setStatus] = useState<ImageStatus>('loading');
  const ms = typeof timeout === 'number' ? timeout : `${timeout.mobile}/${timeout.desktop}`;

  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    const fail = () => {
      console.error('Hero image failed to load:', img.currentSrc || img.src);
      setStatus('failed');
    };
    // Finished before this effect ran: a complete image without pixels is a broken one.
    if (img.complete) {
      if (img.naturalWidth > 0) setStatus('loaded');
      else fail();
      return;
    }
    const onLoad = () => setStatus('loaded');
    const timer = setTimeout(
      () => setStatus((current) => (current === 'loading' ? 'timedOut' : current)),
      resolveTimeout(timeout),
    );
    img.addEventListener('load', onLoad);
    img.addEventListener('error', fail);
    return () => {
      clearTimeout(timer);
      img.removeEventListener('load', onLoad);
      img.removeEventListener('error', fail);
    };
    // The time-out object is compared by value (ms), not identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, ms]);

  return status;
}
