import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** docs/product.md, shared layout: +10 every 20 ms, 100 at 400 ms, hidden at about 600 ms with a fade. */
const SPLASH_STEP = 10;
const SPLASH_STEP_MS = 20;
const SPLASH_COMPLETE_MS = 400;
const SPLASH_HIDE_MS = 600;
const SPLASH_FADE_MS = 300;

type Phase = 'loading' | 'fading' | 'gone';

export function SplashScreen() {
  const [progress, setProgress] = useState(0);
  const [phase, setPhase] = useState<Phase>('loading');

  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const step = setInterval(
      () => setProgress((value) => Math.min(value + SPLASH_STEP, 100)),
      SPLASH_STEP_MS,
    );
    const complete = setTimeout(() => {
      clearInterval(step);
      setProgress(100);
    }, SPLASH_COMPLETE_MS);
    // Without motion there is no fade to wait for.
    const hide = setTimeout(() => setPhase(reduced ? 'gone' : 'fading'), SPLASH_HIDE_MS);
    const remove = setTimeout(() => setPhase('gone'), SPLASH_HIDE_MS + SPLASH_FADE_MS);
    return () => {
      clearInterval(step);
      clearTimeout(complete);
      clearTimeout(hide);
      clearTimeout(remove);
    };
  }, []);

  if (phase === 'gone') return null;
  return (
    <div className="splash" data-phase={phase} aria-hidden={phase === 'fading' || undefined}>
      <img className="splash__logo" src="/img/logo.svg" alt="" width="72" height="72" />
      <p id="splash-text" className="splash__text">
        <Trans>Wir bereiten Ihr exklusives Erlebnis vor...</Trans>
      </p>
      <div
        className="splash__bar"
        role="progressbar"
        aria-labelledby="splash-text"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className="splash__fill" style={{ transform: `scaleX(${progress / 100})` }} />
      </div>
    </div>
  );
}
