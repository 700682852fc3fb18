import type { EmblaCarouselType } from 'embla-carousel';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import carouselCss from './carousel.css?url';
import { LateStylesheet } from './late-stylesheet.tsx';

/** The carousel's texts, translated by the feature that uses it (this file has no catalog). */
export type CarouselLabels = {
  /** aria-roledescription of the region, e.g. "carousel". */
  carousel: string;
  /** aria-roledescription of each slide, e.g. "slide". */
  slide: string;
  /** The label of slide n of total, e.g. "3 of 7". */
  position: (n: number, total: number) => string;
  previous: string;
  next: string;
};

export type CarouselProps<T> = {
  /** Names the carousel for assistive technology (it is announced as a carousel). */
  label: string;
  labels: CarouselLabels;
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
  /**
   * The slides hold nothing focusable (a photo gallery): the strip itself takes the focus, so a
   * keyboard can reach it and move it with the arrow keys (and scroll it before embla loads).
   */
  focusableStrip?: boolean;
};

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Embla loads when the carousel comes this close to the viewport (or on first interaction). */
const LOAD_MARGIN = '600px 0px';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A looping carousel. The prerendered markup is a native scroll-snap strip that works without
 * any script; embla (loaded only when the carousel comes near the viewport, so it costs nothing
 * on first load) then takes over: looping, swipe, previous and next buttons, arrow keys while
 * focus is inside. Each slide is a group labelled "n of total"; focus moving into a slide brings
 * it into view. With reduced motion the slides jump instead of gliding.
 */
export function Carousel<T>({
  label,
  labels,
  items,
  itemKey,
  renderItem,
  className,
  focusableStrip = false,
}: CarouselProps<T>) {
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const slideRefs = useRef<(HTMLDivElement | null)[]>([]);
  const spokenRef = useRef<HTMLParagraphElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  const total = items.length;

  useEffect(() => {
    const root = rootRef.current;
    const viewport = viewportRef.current;
    if (!root || !viewport) return;
    let api: EmblaCarouselType | undefined;
    let started = false;
    let cancelled = false;

    // Until embla runs, the strip scrolls natively: keep the counter in step with it.
    const onNativeScroll = () => {
      const slideWidth = slideRefs.current[0]?.offsetWidth || 1;
      setSelected(Math.min(total - 1, Math.round(viewport.scrollLeft / slideWidth)));
    };
    viewport.addEventListener('scroll', onNativeScroll, { passive: true });

    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      viewport.removeEventListener('scroll', onNativeScroll);
      void import('./carousel-engine.ts').then(({ startEngine }) => {
        if (cancelled || !spokenRef.current) return;
        api = startEngine(viewport, {
          onSelect: setSelected,
          spoken: spokenRef.current,
        });
        setEmbla(api);
      });
    };

    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => entries.some((entry) => entry.isIntersecting) && start(),
            { rootMargin: LOAD_MARGIN },
          );
    if (observer) observer.observe(root);
    else start();
    root.addEventListener('pointerdown', start, { once: true });
    root.addEventListener('focusin', start, { once: true });

    return () => {
      cancelled = true;
      observer?.disconnect();
      viewport.removeEventListener('scroll', onNativeScroll);
      root.removeEventListener('pointerdown', start);
      root.removeEventListener('focusin', start);
      api?.destroy();
    };
  }, [total]);

  const go = useCallback(
    (index: number, moveFocus: boolean) => {
      const target = (index + total) % total;
      const slide = slideRefs.current[target];
      if (embla) embla.scrollTo(target, prefersReducedMotion());
      else if (slide && viewportRef.current) {
        viewportRef.current.scrollTo({
          left: slide.offsetLeft - (slideRefs.current[0]?.offsetLeft ?? 0),
          behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        });
        setSelected(target);
      }
      if (moveFocus) slide?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
    },
    [embla, total],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const slideWithFocus = slideRefs.current.findIndex((slide) =>
      slide?.contains(document.activeElement),
    );
    // From a focused slide the arrows move focus along; from the buttons they only scroll.
    const from = slideWithFocus >= 0 ? slideWithFocus : selected;
    go(event.key === 'ArrowLeft' ? from - 1 : from + 1, slideWithFocus >= 0);
  };

  return (
    <section
      ref={rootRef}
      className={className ? `carousel ${className}` : 'carousel'}
      aria-roledescription={labels.carousel}
      aria-label={label}
      data-selected={selected}
      data-enhanced={embla ? '' : undefined}
      onKeyDown={onKeyDown}
    >
      {/* Carousels sit below the first screen (the home page's tours, a tour's gallery). */}
      <LateStylesheet href={carouselCss} />
      <div
        className="carousel__viewport"
        ref={viewportRef}
        tabIndex={focusableStrip ? 0 : undefined}
      >
        <div className="carousel__track">
          {items.map((item, index) => (
            <div
              key={itemKey(item, index)}
              ref={(node) => {
                slideRefs.current[index] = node;
              }}
              className="carousel__slide"
              role="group"
              aria-roledescription={labels.slide}
              aria-label={labels.position(index + 1, total)}
              data-selected={index === selected || undefined}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button carousel__button--prev"
          onClick={() => go(selected - 1, false)}
        >
          <span className="visually-hidden">{labels.previous}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <p className="carousel__counter" aria-hidden="true">
          {selected + 1} / {total}
        </p>
        {/* Filled by carousel-engine.ts, never by React. */}
        <p ref={spokenRef} className="visually-hidden" aria-live="polite" />
        <button
          type="button"
          className="carousel__button carousel__button--next"
          onClick={() => go(selected + 1, false)}
        >
          <span className="visually-hidden">{labels.next}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
    </section>
  );
}
