import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '../../test/render.tsx';
import { InstallHint } from './install-hint.tsx';

function firePrompt(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const ui = (
  <>
    <Link to="/flughafen">next</Link>
    <Link to="/kontakt">contact</Link>
    <Link to="/betrieb/anfrage/SLZ-7K3M">console</Link>
    <InstallHint />
  </>
);

describe('InstallHint', () => {
  it('waits for the second page, and stays away from the booking page and the console', async () => {
    const user = userEvent.setup();
    await renderWithProviders(ui);
    const event = firePrompt();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByText('Immer griffbereit – auch offline')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'next' }));
    expect(await screen.findByText('Immer griffbereit – auch offline')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'contact' }));
    expect(screen.queryByText('Immer griffbereit – auch offline')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'next' }));
    expect(await screen.findByText('Immer griffbereit – auch offline')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'console' }));
    expect(screen.queryByText('Immer griffbereit – auch offline')).toBeNull();
  });

  it('is not shown again for 30 days once declined', async () => {
    const user = userEvent.setup();
    await renderWithProviders(ui, { locale: 'en' });
    firePrompt();
    await user.click(screen.getByRole('link', { name: 'next' }));
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    firePrompt();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('asks the browser to install when accepted', async () => {
    const user = userEvent.setup();
    await renderWithProviders(ui);
    const event = firePrompt('accepted');
    await user.click(screen.getByRole('link', { name: 'next' }));
    await user.click(await screen.findByRole('button', { name: 'Installieren' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Installieren' })).toBeNull();
  });
});
