import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type AnimationEvent } from 'react';

/** The CSS animation that ends the splash (layout.css); its end unmounts it. */
const LEAVE_ANIMATION = 'splash-leave';

/**
 * The home page's splash (docs/product.md, shared layout): progress +10 every 20 ms, hidden at
 * about 600 ms with a fade. All of it is CSS, timed from the splash's first paint: it leaves by
 * itself without waiting for any script (on a slow link the code arrives seconds later, and the
 * page's text is already there). The app only removes the hidden element from the page.
 */
export function SplashScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [gone, setGone] = useState(false);

  useEffect(() => {
    // Left before the app listened (its code came late): no end event will come.
    if (ref.current && getComputedStyle(ref.current).visibility === 'hidden') setGone(true);
  }, []);

  const onAnimationEnd = (event: AnimationEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && event.animationName === LEAVE_ANIMATION) {
      setGone(true);
    }
  };

  if (gone) return null;
  return (
    <div ref={ref} className="splash" onAnimationEnd={onAnimationEnd}>
      <img className="splash__logo" src="/img/logo.svg" alt="" width="72" height="72" />
      <p id="splash-text" className="splash__text">
        <Trans>Wir bereiten Ihr exklusives Erlebnis vor...</Trans>
      </p>
      <div className="splash__bar" role="progressbar" aria-labelledby="splash-text">
        <div className="splash__fill" />
      </div>
    </div>
  );
}
