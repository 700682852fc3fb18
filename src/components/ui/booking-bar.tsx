import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { business, telHref } from '../../content/business.ts';
import type { BookingStart } from '#shared/schemas/booking-query.ts';
import { Icon } from './icons.tsx';
import { BookingLink } from './page-link.tsx';
import './booking-bar.css';

type BookingBarProps = {
  /** The page's service (and tour), as its own book button carries it. */
  start: BookingStart;
  /** The text of the page's own book button, so both read the same. */
  bookLabel: ReactNode;
  /** The page's own book button: the bar steps aside while it is on screen. */
  pageButton?: RefObject<HTMLElement | null>;
};

/**
 * The phone's book-and-call bar of tour, sight and service pages (under 1024 px, where the info
 * card's button is hidden): fixed to the bottom, so it shifts nothing, and in the prerendered page,
 * so it works before and without script. It comes last in the page's tab order, before the footer;
 * the space it covers is reserved below the footer (booking-bar.css).
 */
export function BookingBar({ start, bookLabel, pageButton }: BookingBarProps) {
  const { t } = useLingui();
  const pageButtonShown = useOnScreen(pageButton);
  return (
    <nav
      className="booking-bar"
      aria-label={t`Schnellkontakt`}
      data-away={pageButtonShown || undefined}
    >
      <a href={telHref} className="button booking-bar__call">
        <Icon name="phone" size={18} strokeWidth={1.8} />
        <span className="booking-bar__call-word">
          <Trans>Anrufen</Trans>
        </span>
        <span className="visually-hidden"> {business.phoneDisplay}</span>
      </a>
      <BookingLink start={start} className="button button--gold booking-bar__book">
        {bookLabel}
      </BookingLink>
    </nav>
  );
}

/** Whether any part of the element is in the viewport (false until known, and without it). */
function useOnScreen(ref: RefObject<HTMLElement | null> | undefined): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref?.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setShown(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return shown;
}
