import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

type FormResolvers = typeof import('./form-resolvers.ts');

let loading: Promise<FormResolvers> | undefined;

/**
 * The forms' schemas load apart from the page: building them (zod) was the largest task of the
 * contact page's start, and nothing needs them before the first submit. The page fetches them once
 * idle (useFormResolvers); a submit that comes first waits for them.
 */
export function loadFormResolvers(): Promise<FormResolvers> {
  if (!loading) {
    loading = import('./form-resolvers.ts');
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

/** Fetches the schemas in the first idle moment after the form has mounted. */
export function useFormResolvers(): void {
  useEffect(() => {
    // Safari has no idle callbacks: a short timer stands in.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => void loadFormResolvers(), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => void loadFormResolvers(), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
}
