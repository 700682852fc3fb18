import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftsReady, useFormDrafts, type Drafts, type FormName } from './draft-store.ts';

/**
 * Keeps a form's values on the device while the visitor types, and puts them back when the form
 * opens again (after a reload or a closed app). Nothing is written before the stored draft has
 * been read, so an empty form never overwrites it; the values are only restored into a form the
 * visitor has not started typing in. A form still hydrating (`hydrated` false) gets its draft
 * once it has (docs/decisions/prerendering-and-boot.md).
 */
export function useFormDraft<F extends FormName, T extends FieldValues>(
  form: F,
  methods: Pick<UseFormReturn<T>, 'reset' | 'watch' | 'getValues' | 'formState'>,
  convert: {
    toDraft: (values: Partial<T>) => Drafts[F] | null;
    fromDraft: (draft: unknown) => T | null;
  },
  /** Values to start from instead of the stored draft (a refused request filled in again). */
  initial: T | null = null,
  hydrated = true,
): void {
  const convertRef = useRef(convert);
  const initialRef = useRef(initial);
  useEffect(() => {
    convertRef.current = convert;
  });
  const { reset, watch, getValues, formState } = methods;
  const defaultsRef = useRef(formState.defaultValues);
  const typed = useRef(false);
  const restored = useRef(false);

  useEffect(() => {
    const subscription = watch((values, { type }) => {
      if (restored.current) {
        useFormDrafts.getState().saveDraft(form, convertRef.current.toDraft(values as Partial<T>));
      } else if (type === 'change') {
        // The visitor's own input, not a value the page set (the start a page's button asked for).
        typed.current = true;
      }
    });
    return () => subscription.unsubscribe();
  }, [form, watch]);

  useEffect(() => {
    if (!hydrated) return;
    // Typed while the page hydrated: React was not listening yet, so no change event said so,
    // but the form holds other values than its defaults. Read now, before the page sets any
    // (the start a page's button asked for is set after this).
    const { toDraft } = convertRef.current;
    const draftOf = (values: unknown) => JSON.stringify(toDraft(values as Partial<T>));
    if (draftOf(getValues()) !== draftOf(defaultsRef.current)) typed.current = true;
    let live = true;
    void draftsReady().then(() => {
      if (!live) return;
      const stored = useFormDrafts.getState().drafts[form];
      const values =
        initialRef.current ??
        (stored && !typed.current ? convertRef.current.fromDraft(stored) : null);
      restored.current = true;
      if (values) reset(values, { keepDefaultValues: true });
      if (initialRef.current || (typed.current && !values)) {
        useFormDrafts.getState().saveDraft(form, convertRef.current.toDraft(getValues()));
      }
    });
    return () => {
      live = false;
    };
  }, [hydrated, form, reset, getValues]);
}
