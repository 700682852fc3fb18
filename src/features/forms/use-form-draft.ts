import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftsReady, useFormDrafts, type Drafts, type FormName } from './draft-store.ts';

/**
 * Keeps a form's values on the device while the visitor types, and puts them back when the form
 * opens again (after a reload or a closed app). Nothing is written before the stored draft has
 * been read, so an empty form never overwrites it; the values are only restored into a form the
 * visitor has not started typing in.
 */
export function useFormDraft<F extends FormName, T extends FieldValues>(
  form: F,
  methods: Pick<UseFormReturn<T>, 'reset' | 'watch' | 'getValues'>,
  convert: {
    toDraft: (values: Partial<T>) => Drafts[F] | null;
    fromDraft: (draft: unknown) => T | null;
  },
  /** Values to start from instead of the stored draft (a refused request filled in again). */
  initial: T | null = null,
): void {
  const convertRef = useRef(convert);
  const initialRef = useRef(initial);
  useEffect(() => {
    convertRef.current = convert;
  });
  const { reset, watch, getValues } = methods;

  useEffect(() => {
    let ready = false;
    let typed = false;
    const subscription = watch((values) => {
      if (!ready) {
        typed = true;
        return;
      }
      useFormDrafts.getState().saveDraft(form, convertRef.current.toDraft(values as Partial<T>));
    });
    let live = true;
    void draftsReady().then(() => {
      if (!live) return;
      const stored = useFormDrafts.getState().drafts[form];
      const values =
        initialRef.current ?? (stored && !typed ? convertRef.current.fromDraft(stored) : null);
      ready = true;
      if (values) reset(values, { keepDefaultValues: true });
      if (initialRef.current || (typed && !values)) {
        useFormDrafts.getState().saveDraft(form, convertRef.current.toDraft(getValues()));
      }
    });
    return () => {
      live = false;
      subscription.unsubscribe();
    };
  }, [form, reset, watch, getValues]);
}
