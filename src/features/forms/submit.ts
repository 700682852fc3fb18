import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ValidationIssue } from '#shared/schemas/issues.ts';
import { myRequestFrom } from '../../lib/confirmation.ts';
import { rememberRequest } from '../../lib/my-requests.ts';
import { useFormDrafts, type FormName } from './draft-store.ts';
import { sendNotification, type NotificationBody, type SendResult } from './send-notification.ts';
import { submissionFor } from './submission-key.ts';

/**
 * Sends a form's body under its idempotency key: the key of the last attempt when the body is
 * unchanged, a new one otherwise. A sent or queued request clears the form's draft; a refused
 * one forgets the key (nothing was stored under it). A booking the server took is kept in "My
 * requests" with its status link (one kept offline is kept by the worker when it delivers it).
 */
export async function submitForm(
  form: FormName,
  body: NotificationBody,
): Promise<SendResult & { key: string }> {
  const drafts = useFormDrafts.getState();
  const submission = submissionFor(drafts.submissions[form] ?? null, body);
  drafts.setSubmission(form, submission);
  const result = await sendNotification(body, { idempotencyKey: submission.key });
  if (result.kind === 'sent') {
    const link = myRequestFrom(body, result, Date.now());
    if (link) await rememberRequest(link);
  }
  if (result.kind === 'sent' || result.kind === 'queued') useFormDrafts.getState().clear(form);
  else if (result.kind === 'rejected') useFormDrafts.getState().setSubmission(form, null);
  return { ...result, key: submission.key };
}

/**
 * Puts the server's field issues (payload names) on the form's fields; the first one gets the
 * focus. False when none of them belongs to a field the visitor can correct.
 */
export function showServerIssues<T extends FieldValues>(
  issues: ValidationIssue[],
  fieldFor: Record<string, Path<T>>,
  setError: UseFormSetError<T>,
): boolean {
  let shown = 0;
  for (const issue of issues) {
    const field = fieldFor[String(issue.path[0])];
    if (!field) continue;
    setError(field, { type: 'server', message: issue.code }, { shouldFocus: shown === 0 });
    shown += 1;
  }
  return shown > 0;
}

/**
 * Focuses the first field with an error in the order the visitor sees them (react-hook-form's
 * own focus follows the order fields registered in, which is not always the page's order).
 */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors): void {
  const names = new Set(Object.keys(errors));
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && names.has(name) && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
