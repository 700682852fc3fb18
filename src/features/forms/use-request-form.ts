import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type FormEvent, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { HONEYPOT_FIELD, type Locale } from '#shared/schemas/constants.ts';
import { confirmationOf, type Confirmation } from '../../lib/confirmation.ts';
import { replayEarlyInput } from '../../lib/early-input.ts';
import { notify } from '../../lib/notify.ts';
import type { Drafts, FormName } from './draft-store.ts';
import { loadOnFirstUse } from './validation-loader.ts';
import type { NotificationBody } from './send-notification.ts';
import { focusFirstError, showServerIssues, submitForm } from './submit.ts';
import { useFormDraft } from './use-form-draft.ts';

type Payload = Omit<NotificationBody, typeof HONEYPOT_FIELD>;

export interface RequestFormOptions<F extends FormName, TFields extends FieldValues, TValues> {
  form: F;
  resolver: Resolver<TFields, unknown, TValues>;
  defaultValues: TFields;
  draft: {
    toDraft: (values: Partial<TFields>) => Drafts[F] | null;
    fromDraft: (draft: unknown) => TFields | null;
  };
  /** Values to start from instead of the stored draft (a refused request filled in again). */
  restore: TFields | null;
  /** False while parts of the form are still hydrating: the draft waits for them. */
  hydrated?: boolean;
  toPayload: (values: TValues, locale: Locale) => Payload;
  /** Payload field → form field, for the issues of a 400 answer. */
  fieldForIssue: Record<string, Path<TFields>>;
  /** Tells the visitor it went through; the form then shows its thank-you panel. */
  onSent: () => void;
  /** What the visitor is told when it failed and nothing points at a field to correct. */
  failed: { title: string; description?: string };
  onDone: (outcome: FormOutcome, sent?: SentRequest) => void;
}

/** What the received view shows: the reference the server gave and what was sent. */
export interface SentRequest extends Confirmation {
  /** The request's Idempotency-Key: one kept on the device shows as received once delivered. */
  key?: string;
  /** When the server took it, as this device saw it (ms); for one kept, when it was kept. */
  sentAt: number;
  payload: Payload;
}

/**
 * How a submit ended: sent, or kept on the device to go by Background Sync (`queued`) or once
 * the site is open with network (`queued-until-open`, where the browser has no Background Sync),
 * or kept because the booking service does not answer while the network works
 * (`queued-unreachable`, src/lib/reachability.ts).
 */
export type FormOutcome = 'sent' | 'queued' | 'queued-until-open' | 'queued-unreachable';

/**
 * What the booking and the contact form share: react-hook-form set up alike, the draft kept on
 * the device, and a submit that sends under one idempotency key and answers the outcome (sent,
 * kept for later, field issues from the server, or failed). Returns the form's methods and the
 * props of its <form> element.
 */
export function useRequestForm<F extends FormName, TFields extends FieldValues, TValues>(
  options: RequestFormOptions<F, TFields, TValues>,
): {
  methods: UseFormReturn<TFields, unknown, TValues>;
  formProps: typeof loadOnFirstUse & {
    className: string;
    ref: RefObject<HTMLFormElement | null>;
    method: 'post';
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  };
} {
  const { i18n, t } = useLingui();
  const methods = useForm<TFields, unknown, TValues>({
    resolver: options.resolver,
    defaultValues: options.defaultValues as DefaultValues<TFields>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Focus the first error in page order (focusFirstError), not in registration order.
    shouldFocusError: false,
  });
  const { handleSubmit, getValues, setError } = methods;
  const formRef = useRef<HTMLFormElement>(null);
  // The button stays focusable while sending (aria-disabled only: a disabled one drops the focus
  // to the page), so a second press is turned away here.
  const sending = useRef(false);

  /**
   * A failure tells twice: the spec's toast, gone after 4 s, and the same words above the send
   * button (FormEnd), which stay until the next send; RHF clears a root error on each submit.
   */
  const tell = (
    kind: 'error' | 'info',
    { title, description }: RequestFormOptions<F, TFields, TValues>['failed'],
  ) => {
    void (description ? notify(kind, title, { description }) : notify(kind, title));
    setError('root.send' as Path<TFields>, {
      type: 'send',
      message: description ? `${title} ${description}` : title,
    });
  };
  const hydrated = options.hydrated ?? true;
  // Before the draft looks at the form: what was typed before React listened counts as typed.
  useEffect(() => {
    if (hydrated && formRef.current) replayEarlyInput(formRef.current);
  }, [hydrated]);
  useFormDraft(options.form, methods, options.draft, options.restore, hydrated);

  const onValid = async (values: TValues) => {
    const body = {
      ...options.toPayload(values, i18n.locale as Locale),
      [HONEYPOT_FIELD]: getValues(HONEYPOT_FIELD as Path<TFields>) as string,
    } as NotificationBody;
    const result = await submitForm(options.form, body);
    const { [HONEYPOT_FIELD]: _honeypot, ...payload } = body;
    if (result.kind === 'sent') {
      options.onSent();
      options.onDone('sent', {
        payload,
        sentAt: Date.now(),
        ...confirmationOf(result),
      });
    } else if (result.kind === 'queued') {
      options.onDone(
        result.unreachable
          ? 'queued-unreachable'
          : result.backgroundSync
            ? 'queued'
            : 'queued-until-open',
        { payload, sentAt: Date.now(), key: result.key },
      );
    } else if (result.kind === 'failed' && result.status === undefined && !navigator.onLine) {
      // No network, and no worker yet to keep the request (a first visit whose worker has not
      // started, a browser without one): not the error, but what happened and what to do. The
      // entries stay in the form and in its draft.
      tell('info', {
        title: t`Keine Verbindung: Ihre Anfrage wurde nicht gesendet.`,
        description: t`Ihre Angaben bleiben erhalten. Senden Sie sie erneut, sobald Sie wieder online sind.`,
      });
    } else {
      console.error(`The ${options.form} request failed`, result);
      if (result.kind === 'rejected') {
        if (showServerIssues(result.issues, options.fieldForIssue, setError)) return;
      }
      tell('error', options.failed);
    }
  };

  return {
    methods,
    formProps: {
      className: 'form',
      ref: formRef,
      // Only the browser's own submit uses it (no scripts, see FormEnd): the typed details then
      // go in the request's body, never into an address (the history, the host's logs).
      method: 'post',
      noValidate: true,
      ...loadOnFirstUse,
      onSubmit: async (event) => {
        if (sending.current) return event.preventDefault();
        sending.current = true;
        const form = event.currentTarget;
        await handleSubmit(onValid, (invalid) => focusFirstError(form, invalid))(event)
          .catch(
            // The validation could not load (no network and nothing cached yet): say so instead
            // of doing nothing; the next try loads it again.
            (error: unknown) => {
              console.error(`The ${options.form} form could not be checked`, error);
              tell('error', options.failed);
            },
          )
          .finally(() => {
            sending.current = false;
          });
      },
    },
  };
}
