import type { FieldValues, Resolver } from 'react-hook-form';
import { loadToaster } from '../../components/ui/toaster.tsx';

type FormResolvers = typeof import('./validation-resolvers.ts');

let loading: Promise<FormResolvers> | undefined;

/**
 * The forms' schemas load apart from the page: building them (zod) was the largest task of the
 * contact page's start, and nothing needs them before the first submit. They load when the
 * visitor starts on a form (loadOnFirstUse); a submit that comes first waits for them.
 */
export function loadFormResolvers(): Promise<FormResolvers> {
  if (!loading) {
    loading = import('./validation-resolvers.ts');
    // A failed fetch (offline before the service worker cached the chunk) is tried again later.
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** A react-hook-form resolver that waits for the schemas, then validates with the one picked. */
export function lazyResolver<TFields extends FieldValues, TValues>(
  pick: (resolvers: FormResolvers) => unknown,
): Resolver<TFields, unknown, TValues> {
  return async (values, context, options) => {
    const resolver = pick(await loadFormResolvers()) as Resolver<TFields, unknown, TValues>;
    return resolver(values, context, options);
  };
}

/**
 * The form's first focus or touch loads what its send will need: the schemas and the toasts'
 * code. Without a service worker, code not loaded yet cannot come once the network is gone, and
 * a visitor who filled the form in online and lost the signal before sending should still be
 * told what happened.
 */
function loadForSend(): void {
  void loadFormResolvers();
  void loadToaster().catch(() => {});
}

/** Props for a form: what a send needs starts loading on its first focus or touch. */
export const loadOnFirstUse = {
  onFocus: loadForSend,
  onPointerDown: loadForSend,
} as const;
