import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToasterNeeded, toasterNeeded } from '../../lib/notify.ts';

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

const TOAST_DURATION_MS = 4000;
const TOASTS_VISIBLE = 3;

const regionLabel = msg`Benachrichtigungen`;
const closeLabel = msg`Benachrichtigung schließen`;

/** Mounts sonner's toaster once the first toast is asked for (sonner replays it on mount). */
export function Toaster() {
  const needed = useSyncExternalStore(onToasterNeeded, toasterNeeded, () => false);
  const { i18n } = useLingui();
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-center"
        duration={TOAST_DURATION_MS}
        visibleToasts={TOASTS_VISIBLE}
        closeButton
        richColors
        containerAriaLabel={i18n._(regionLabel)}
        toastOptions={{ className: 'toast', closeButtonAriaLabel: i18n._(closeLabel) }}
      />
    </Suspense>
  );
}
