import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Suspense, useSyncExternalStore } from 'react';
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import { onToasterNeeded, toasterNeeded } from '../../lib/notify.ts';

// The toaster's code and its stylesheet load with the first toast (or a form's first use:
// loadToaster), never with the page.
export const loadToaster = () => import('./brand-toaster.tsx');
const BrandToaster = lazyChunk(() => loadToaster().then((m) => ({ default: m.BrandToaster })));

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
