import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';

type Engine = {
  /** Hears the slide embla brings into view, at the start too. */
  onSelect: (index: number) => void;
  /** A polite live region, empty until a slide comes into view without the focus in it. */
  spoken: HTMLElement;
};

/**
 * Embla on a carousel's strip, loaded with embla when the carousel nears the screen
 * (carousel.tsx), so the first load pays for neither. It goes on from wherever the native strip
 * was scrolled to.
 *
 * A slide brought into view by a button or a swipe is read out with its title (or its photo's
 * description): all the slides are in the page, so a screen reader otherwise hears nothing
 * change. One the focus moved into reads its own label, so it is not read twice.
 */
export function startEngine(viewport: HTMLElement, { onSelect, spoken }: Engine) {
  // Embla's own reading of the strip: the viewport's first child holds the slides.
  const slides = [...(viewport.firstElementChild?.children ?? [])] as HTMLElement[];
  const startIndex = Math.round(viewport.scrollLeft / (slides[0]?.offsetWidth || 1));
  viewport.scrollLeft = 0;
  const api: EmblaCarouselType = EmblaCarousel(viewport, {
    loop: true,
    align: 'start',
    startIndex: startIndex % slides.length,
  });
  const select = () => {
    const index = api.selectedScrollSnap();
    onSelect(index);
    return index;
  };
  api.on('reInit', select).on('select', () => {
    const slide = slides[select()];
    // After the click or key that moved it: a key moves the focus once the strip has moved.
    queueMicrotask(() => {
      if (!slide || slide.contains(document.activeElement)) return;
      // The slide's own label ("3 of 7"), then what it shows.
      const where = slide.getAttribute('aria-label');
      const name = slide.querySelector('h3')?.textContent ?? slide.querySelector('img')?.alt;
      spoken.textContent = name ? `${where}: ${name}` : where;
    });
  });
  select();
  return api;
}
