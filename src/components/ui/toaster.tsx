import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToasterNeeded, toasterNeeded } from '../../lib/notify.ts';

// The toaster's code and its stylesheet load with the first toast, never with the page.
const BrandToaster = lazy(() =>
  import('./brand-toaster.tsx').then((m) => ({ default: m.BrandToaster })),
);

const regionLabel = msg`Benachrichtigungen`;
const closeLabel = msg`Benachrichtigung schließen`;

/** Mounts the toaster once the first toast is asked for (sonner replays it on mount). */
export function Toaster() {
  const needed = useSyncExternalStore(onToasterNeeded, toasterNeeded, () => false);
  const { i18n } = useLingui();
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BrandToaster regionLabel={i18n._(regionLabel)} closeLabel={i18n._(closeLabel)} />
    </Suspense>
  );
}
