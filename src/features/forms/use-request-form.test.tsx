import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { emptyContact, type ContactFields } from '../contact/contact-form.tsx';
import { useRequestForm } from './use-request-form.ts';

vi.mock('idb-keyval', () => import('./test-support/memory-idb-keyval.ts'));

afterEach(() => {
  vi.restoreAllMocks();
});

function Probe({ onFailed }: { onFailed: () => void }) {
  const { methods, formProps } = useRequestForm<'contact', ContactFields, unknown>({
    form: 'contact',
    // As when the validation chunk cannot be fetched.
    resolver: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    defaultValues: emptyContact,
    draft: { toDraft: () => null, fromDraft: () => null },
    restore: null,
    toPayload: () => {
      throw new Error('not reached');
    },
    fieldForIssue: {},
    onSent: () => {},
    onFailed,
    onDone: () => {},
  });
  return (
    <form {...formProps} aria-label="probe">
      <button type="submit" disabled={methods.formState.isSubmitting}>
        send
      </button>
    </form>
  );
}

describe('useRequestForm', () => {
  it('tells the visitor when the form cannot be checked, and lets them try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onFailed = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<Probe onFailed={onFailed} />);
    await user.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(log).toHaveBeenCalledWith('The contact form could not be checked', expect.any(Error));
    expect(screen.getByRole('button', { name: 'send' })).toBeEnabled();
  });
});
