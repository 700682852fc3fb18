import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What replaces a form once it has been sent or queued. Its heading takes the focus, so
 * keyboard and screen reader users land on the news instead of on a vanished button. A `quiet`
 * panel, one that changed on its own (a kept request delivered while the visitor reads on),
 * neither scrolls the page nor takes the focus from where the visitor is: its toast tells the
 * news.
 */
export function ResultPanel({
  id,
  tone,
  icon,
  title,
  children,
  quiet = false,
  describedBy,
}: {
  id: string;
  tone: 'success' | 'queued';
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  quiet?: boolean;
  /**
   * The id of the panel's main sentence: the focused heading reads it too, which a screen
   * reader would otherwise never reach before the toast and the next steps speak.
   */
  describedBy?: string;
}) {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (quiet) {
      // Only the focus the panel it replaced held, lost with it, comes back here.
      if (document.activeElement === document.body) heading.current?.focus({ preventScroll: true });
      return;
    }
    // The long form just gave way to a short panel: bring the whole panel into view.
    section.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [quiet]);
  return (
    <section
      ref={section}
      className="result-panel"
      data-tone={tone}
      aria-labelledby={`${id}-title`}
    >
      <div className="result-panel__icon" aria-hidden="true">
        {icon}
      </div>
      <h2
        id={`${id}-title`}
        className="result-panel__title"
        tabIndex={-1}
        ref={heading}
        aria-describedby={describedBy}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

export function CheckIcon() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48">
      <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path
        d="m14.5 24.5 6.5 6.5 13-14"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SavedOfflineIcon() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48">
      <path
        d="M14 36h21a9 9 0 0 0 1.4-17.9A12 12 0 0 0 13.2 21 7.5 7.5 0 0 0 14 36z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M24 31v-9m-4 4 4-4 4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
