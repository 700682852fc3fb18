import { useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../../components/ui/icons.tsx';
import type { GalleryPhoto } from './gallery-photo.ts';
import { LightboxPhoto } from './lightbox-photo.tsx';
import { usePinchZoomed, useSwipe } from './swipe.ts';
import { restoreFailedStyles } from '../../lib/restore-styles.ts';
import './gallery-lightbox.css';

// Its styles, if they failed to come with its code (src/lib/restore-styles.ts).
restoreFailedStyles();

type GalleryLightboxProps = {
  photos: GalleryPhoto[];
  /** The photo shown. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Called once the dialog has closed (the gallery then gives the focus back). */
  onClose: () => void;
  /** What the page already shows of a photo, if anything: the stand-in when its size fails. */
  shownSource: (index: number) => string | undefined;
};

const FOCUSABLE = 'button:not([disabled])';

/**
 * The gallery's photos large, one at a time: a native modal <dialog> (the top layer, the page
 * behind it inert, Escape and the phone's back gesture close it), the photo as large as the
 * screen allows, its caption and 'n of total'. Arrow keys, the buttons and a horizontal swipe
 * move through the photos (in a loop, like the gallery); Escape, the close button and a tap
 * beside the photo close it. The page behind does not scroll (gallery-lightbox.css).
 */
export function GalleryLightbox({
  photos,
  index,
  onIndexChange,
  onClose,
  shownSource,
}: GalleryLightboxProps) {
  const { i18n, t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const descriptionId = useId();
  const total = photos.length;
  const photo = photos[index] ?? photos[0]!;
  const alt = i18n._(photo.alt);
  const n = index + 1;

  const zoomed = usePinchZoomed();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    // Also closed when the page goes away (another route) rather than by the visitor.
    return () => dialog.close();
  }, []);

  const go = (step: number) => onIndexChange((index + step + total) % total);
  useSwipe(dialogRef, go, !zoomed);
  const close = () => dialogRef.current?.close();

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      keepFocusInside(event);
    }
  };

  // A tap on the dark space around the photo (the dialog fills the screen) closes it.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (target === event.currentTarget || target.hasAttribute('data-backdrop')) close();
  };

  return createPortal(
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-label={t`Bildergalerie`}
      aria-describedby={descriptionId}
      data-zoomed={zoomed || undefined}
      onKeyDown={onKeyDown}
      onClick={onClick}
      // Not when closed and opened again at once (React's strict mode runs effects twice).
      onClose={() => dialogRef.current?.open || onClose()}
    >
      <p className="lightbox__counter" aria-hidden="true">
        {t`${n} von ${total}`}
      </p>
      <button
        ref={closeRef}
        type="button"
        className="lightbox__button lightbox__close"
        onClick={close}
      >
        <span className="visually-hidden">{t`Schließen`}</span>
        <Icon name="close" size={22} strokeWidth={1.8} />
      </button>
      <div className="lightbox__stage" data-backdrop="">
        <LightboxPhoto key={index} photo={photo.photo} alt={alt} standIn={shownSource(index)} />
      </div>
      <p className="lightbox__caption" aria-hidden="true">
        {alt}
      </p>
      <p id={descriptionId} className="visually-hidden" aria-live="polite">
        {t`Foto ${n} von ${total}: ${alt}`}
      </p>
      <button type="button" className="lightbox__button lightbox__prev" onClick={() => go(-1)}>
        <span className="visually-hidden">{t`Vorheriges Foto`}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <button type="button" className="lightbox__button lightbox__next" onClick={() => go(1)}>
        <span className="visually-hidden">{t`Nächstes Foto`}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
    </dialog>,
    document.body,
  );
}

/** Tab and Shift+Tab go round the dialog's buttons instead of leaving for the browser's UI. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !buttons.includes(active as HTMLElement))) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && (active === last || !buttons.includes(active as HTMLElement))) {
    event.preventDefault();
    first?.focus();
  }
}
