import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { MobileMenu } from './mobile-menu.tsx';

describe('MobileMenu', () => {
  it('opens from the toggle and expands each group on its own', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<MobileMenu />);
    const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const tours = screen.getByRole('button', { name: 'Touren' });
    const sights = screen.getByRole('button', { name: 'Sehenswürdigkeiten' });
    expect(screen.queryByRole('link', { name: 'Salzwelten-Tour' })).not.toBeInTheDocument();

    await user.click(tours);
    expect(tours).toHaveAttribute('aria-expanded', 'true');
    expect(sights).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Salzwelten-Tour' })).toHaveAttribute(
      'href',
      '/salzwelten',
    );

    await user.click(tours);
    expect(screen.queryByRole('link', { name: 'Salzwelten-Tour' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<MobileMenu />);
    const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Touren' }));
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when the focus leaves it, not when a tap lands nowhere', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <MobileMenu />
        <button type="button">Weiter</button>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
    await user.click(toggle);
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('button', { name: 'Touren' }).focus();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await user.click(screen.getByRole('link', { name: 'Kontakt' }));
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
