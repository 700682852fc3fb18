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

function Probe() {
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
    failed: { title: 'It could not be sent.', description: 'Try again.' },
    onDone: () => {},
  });
  return (
    <form {...formProps} aria-label="probe">
      <p>{methods.formState.errors.root?.send?.message}</p>
      <button type="submit">send</button>
    </form>
  );
}

describe('useRequestForm', () => {
  it('tells the visitor when the form cannot be checked, until they try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderWithProviders(<Probe />);
    await user.click(screen.getByRole('button', { name: 'send' }));
    // Kept beside the form, where the toast goes after 4 s.
    expect(await screen.findByText('It could not be sent. Try again.')).toBeVisible();
    expect(log).toHaveBeenCalledWith('The contact form could not be checked', expect.any(Error));
    // The next press sends again (the first send is over): the message goes and comes back.
    await user.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(log).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('It could not be sent. Try again.')).toBeVisible();
  });
});
