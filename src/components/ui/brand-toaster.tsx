import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { Icon } from './icons.tsx';
import { dismissOnSwipe } from './toast-swipe.ts';
import { restoreFailedStyles } from '../../lib/restore-styles.ts';
import './brand-toaster.css';

// Its styles, if they failed to come with its code (src/lib/restore-styles.ts).
restoreFailedStyles();

const TOAST_DURATION_MS = 4000;
const TOASTS_VISIBLE = 3;

/** A kind's line icon: the shape tells success, error and information apart, not the colour. */
function KindIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <circle cx="12" cy="12" r="9.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const icons = {
  success: <KindIcon path="M7.8 12.3l2.8 2.8 5.6-6" />,
  error: <KindIcon path="M12 7.2v6M12 16.6v.2" />,
  info: <KindIcon path="M12 11v5.6M12 7.4v.2" />,
  warning: <KindIcon path="M12 7.2v6M12 16.6v.2" />,
  close: <Icon name="close" size={16} strokeWidth={1.8} />,
};

// Clear of a phone's home indicator and rounded corners wherever the page reaches under them
// (the insets are 0 unless the viewport is viewport-fit=cover, or in an installed app's edges).
const safeOffset = (edge: 'bottom' | 'left' | 'right', px: number) =>
  `max(${px}px, calc(env(safe-area-inset-${edge}) + 8px))`;

/**
 * sonner in the brand's look (brand-toaster.css): its behaviour as the spec asks (4 s, at most
 * 3 visible, swipe 20 px down to dismiss: sonner's own swipe with toast-swipe.ts beside it),
 * its colours and type replaced.
 */
export function BrandToaster({
  regionLabel,
  closeLabel,
}: {
  regionLabel: string;
  closeLabel: string;
}) {
  useEffect(() => dismissOnSwipe(document), []);
  return (
    <Toaster
      className="brand-toaster"
      position="bottom-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOASTS_VISIBLE}
      closeButton
      icons={icons}
      containerAriaLabel={regionLabel}
      style={{ '--width': '380px' } as CSSProperties}
      offset={{ bottom: safeOffset('bottom', 24) }}
      mobileOffset={{
        bottom: safeOffset('bottom', 12),
        left: safeOffset('left', 12),
        right: safeOffset('right', 12),
      }}
      toastOptions={{
        unstyled: true,
        className: 'toast',
        closeButtonAriaLabel: closeLabel,
        classNames: {
          icon: 'toast__icon',
          content: 'toast__content',
          title: 'toast__title',
          description: 'toast__description',
          actionButton: 'toast__action',
          closeButton: 'toast__close',
        },
      }}
    />
  );
}
