import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { loadCatalog } from '../../lib/i18n.ts';
import { useFormDrafts } from '../forms/draft-store.ts';
import {
  fakeNetwork,
  fakeWorker,
  field,
  json,
  resetDevice,
} from '../forms/test-support/form-test-kit.ts';
import { ContactSection } from './contact-section.tsx';

vi.mock('idb-keyval', () => import('../forms/test-support/memory-idb-keyval.ts'));
vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn(async () => 1) }));

const sent = json(201, { id: '0d6f2a5e-8a43-4c1b-9f0e-5a6b7c8d9e0f', type: 'contact' });

beforeAll(async () => {
  await loadCatalog('contact');
});

beforeEach(() => {
  resetDevice();
  vi.mocked(notify).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const send = () => screen.getByRole('button', { name: /^(Nachricht senden|Send message)$/ });
/** The error messages shown; the first submit of a test file waits for the schemas to load. */
const messages = async () =>
  (await screen.findAllByText(/./, { selector: '.field__error' })).map(
    (message) => message.textContent,
  );

async function fillContact(user: UserEvent, consent = true) {
  await user.type(field(/^Name/), 'Anna Berger');
  await user.type(field(/^(E-Mail|Email)/), 'anna@example.com');
  await user.type(field(/^(Betreff|Subject)/), 'Hochzeit im Juni');
  await user.type(field(/^(Nachricht|Message)/), 'Wir suchen einen Wagen für unsere Hochzeit.');
  if (consent) {
    await user.click(screen.getAllByRole('checkbox')[0]!);
    await user.click(screen.getAllByRole('checkbox')[1]!);
  }
}

describe('contact form validation', () => {
  it('shows the validation rules in German, focusing the first field', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ContactSection />);
    await user.click(send());
    expect(await messages()).toEqual([
      'Der Name muss mindestens 2 Zeichen lang sein',
      'E-Mail-Adresse ist erforderlich',
      'Der Betreff muss mindestens 2 Zeichen lang sein',
      'Die Nachricht muss mindestens 10 Zeichen lang sein',
      'Sie müssen die AGB akzeptieren, um fortzufahren.',
      'Sie müssen der Datenschutz\u00aderklärung zustimmen, um fortzufahren.',
    ]);
    expect(field(/^Name/)).toHaveFocus();
  });

  it('shows them in English, and judges lengths after trimming', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ContactSection />, { locale: 'en' });
    await user.type(field(/^Name/), ' A ');
    await user.type(field(/^Email/), 'anna@example');
    await user.type(field(/^Subject/), 'Hi');
    await user.type(field(/^Message/), 'Too short');
    await user.click(send());
    expect(await messages()).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Message must be at least 10 characters',
      'You must accept the terms and conditions to continue.',
      'You must agree to the privacy policy to continue.',
    ]);
    expect(field(/^Name/)).toHaveFocus();
    // Revalidated on every change:
    await user.type(field(/^Name/), 'nna');
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getAllByRole('checkbox')[0]!);
    expect(screen.queryByText('You must accept the terms and conditions to continue.')).toBeNull();
    expect(screen.getAllByRole('checkbox')[1]).toHaveAccessibleDescription(
      'You must agree to the privacy policy to continue.',
    );
  });

  it('has a hidden honeypot that people cannot reach', async () => {
    const { container } = await renderWithProviders(<ContactSection />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('sending a contact message', () => {
  it('POSTs exactly the contact payload with locale, honeypot and an Idempotency-Key', async () => {
    const calls = fakeNetwork(sent);
    const user = userEvent.setup();
    await renderWithProviders(<ContactSection />, { locale: 'en' });
    await fillContact(user);
    await user.click(send());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      type: 'contact',
      name: 'Anna Berger',
      email: 'anna@example.com',
      subject: 'Hochzeit im Juni',
      message: 'Wir suchen einen Wagen für unsere Hochzeit.',
      locale: 'en',
      website: '',
    });
    expect(calls[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('on success shows the toast and the thank-you panel in English; New form brings an empty form', async () => {
    fakeNetwork(sent);
    const user = userEvent.setup();
    await renderWithProviders(<ContactSection />, { locale: 'en' });
    await fillContact(user);
    await user.click(send());
    const heading = await screen.findByRole('heading', { name: 'Thank you for your message!' });
    expect(heading).not.toHaveAttribute('lang');
    expect(heading).toHaveFocus();
    expect(notify).toHaveBeenCalledWith('success', 'Your message has been sent. Thank you!', {
      description: 'We will contact you within 24 hours.',
    });
    expect(screen.getByText('We will contact you within 24 hours.')).toBeInTheDocument();
    expect(useFormDrafts.getState().drafts.contact).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'New form' }));
    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^Message/)).toHaveValue('');
    expect(screen.getAllByRole('checkbox')[0]).not.toBeChecked();
  });

  it('the thank-you panel and its button read German in German', async () => {
    fakeNetwork(sent);
    const user = userEvent.setup();
    await renderWithProviders(<ContactSection />);
    await fillContact(user);
    await user.click(send());
    expect(
      await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' }),
    ).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith('success', 'Ihre Nachricht wurde gesendet. Vielen Dank!', {
      description: 'Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
    });
    expect(screen.getByRole('button', { name: 'Neues Formular' })).toBeInTheDocument();
  });

  it('on an error shows errorSending with tryAgainLater and keeps the form', async () => {
    fakeNetwork(json(502, {}));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderWithProviders(<ContactSection />, { locale: 'en' });
    await fillContact(user);
    await user.click(send());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'There was an error sending your message. Please try again.',
        { description: 'Please try again later.' },
      ),
    );
    expect(field(/^Subject/)).toHaveValue('Hochzeit im Juni');
    expect(screen.getAllByRole('checkbox')[0]).toBeChecked();
    expect(send()).toBeEnabled();
  });

  it('a network failure is an error too, and the retry keeps the key', async () => {
    const calls = fakeNetwork(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderWithProviders(<ContactSection />);
    await fillContact(user);
    await user.click(send());
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.headers['Idempotency-Key']).toBe(calls[0]!.headers['Idempotency-Key']);
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('offline with no worker to keep it, says nothing was sent and what to do, not the error', async () => {
    fakeNetwork(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    await renderWithProviders(<ContactSection />, { locale: 'en' });
    await fillContact(user);
    await user.click(send());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('info', 'No connection: your request was not sent.', {
        description: 'Your entries are kept. Send them again once you are back online.',
      }),
    );
    expect(notify).toHaveBeenCalledTimes(1);
    expect(field(/^Subject/)).toHaveValue('Hochzeit im Juni');
    expect(send()).toBeEnabled();
  });

  it('without Background Sync (iOS, Firefox), says it goes once the site is open with network', async () => {
    fakeNetwork(json(202, { queued: true, backgroundSync: false }));
    const user = userEvent.setup();
    await renderWithProviders(<ContactSection />, { locale: 'en' });
    await fillContact(user);
    await user.click(send());
    await screen.findByRole('heading', { name: 'Saved on this device' });
    expect(
      screen.getByText(
        'You are offline right now. Your message is saved on this device and will be sent as soon as this site is open with a connection: keep it open, or open it again once you are online.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/sent automatically/)).toBeNull();
    expect(screen.queryByText(/nothing more you need to do/)).toBeNull();
  });

  it('when kept offline by the service worker, says so; Neues Formular starts again', async () => {
    fakeNetwork(json(202, { queued: true, backgroundSync: true }));
    const user = userEvent.setup();
    await renderWithProviders(<ContactSection />);
    await fillContact(user);
    await user.click(send());
    expect(
      await screen.findByRole('heading', { name: 'Auf diesem Gerät gespeichert' }),
    ).toHaveFocus();
    expect(
      screen.getByText(
        'Sie sind gerade offline. Ihre Nachricht ist sicher auf diesem Gerät gespeichert und wird automatisch gesendet, sobald Sie wieder online sind.',
      ),
    ).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(useFormDrafts.getState().drafts.contact).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Neues Formular' }));
    expect(field(/^Name/)).toHaveValue('');
    // The button left with its panel: the focus is on the new form's first field.
    await waitFor(() => expect(field(/^Name/)).toHaveFocus());
  });

  it('thanks for a kept message once the worker has delivered it, without moving the focus', async () => {
    const worker = fakeWorker();
    const calls = fakeNetwork(json(202, { queued: true, backgroundSync: true }));
    const user = userEvent.setup();
    await renderWithProviders(<ContactSection />, { locale: 'en' });
    await fillContact(user);
    await user.click(send());
    await screen.findByRole('heading', { name: 'Saved on this device' });
    // The visitor has gone on to the page's phone link; the news does not pull them back.
    const elsewhere = document.body.appendChild(document.createElement('a'));
    elsewhere.href = 'tel:+43662870870';
    elsewhere.focus();
    const key = calls[0]!.headers['Idempotency-Key'];
    act(() => worker.tell({ type: 'DELIVERED', kind: 'contact', key }));
    expect(screen.getByRole('heading', { name: 'Thank you for your message!' })).toBeVisible();
    expect(elsewhere).toHaveFocus();
    expect(screen.queryByText(/offline/)).toBeNull();
    elsewhere.remove();
  });
});
