import { useEffect, useState } from 'react';
import { SCROLL_THRESHOLD_PX } from '../../lib/layout-constants.ts';

/** True once the page is scrolled more than the threshold. */
export function useScrolled(threshold = SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // The page opened scrolled (a restored position): checked in the next frame, as reading the
    // position here would force a layout in the middle of hydration.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}
