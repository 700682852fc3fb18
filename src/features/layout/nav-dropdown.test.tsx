import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navGroups } from '../../content/navigation.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { NavDropdown } from './nav-dropdown.tsx';

const tours = navGroups.find((group) => group.id === 'tours')!;

async function renderDropdown() {
  await renderWithProviders(
    <ul>
      <NavDropdown group={tours} />
    </ul>,
  );
  const button = screen.getByRole('button', { name: 'Touren' });
  return { button, item: button.closest('li')! };
}

describe('NavDropdown by pointer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on hover and closes 300 ms after the pointer leaves', async () => {
    const { button, item } = await renderDropdown();
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Salzkammergut-Seentour' })).toBeVisible();

    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(299));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when clicked after the hover opened it; a second click closes it', async () => {
    const { button, item } = await renderDropdown();
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button); // a click opens it too (a touch, which has no hover)
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays open when the pointer comes back within 300 ms', async () => {
    const { button, item } = await renderDropdown();
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(500));
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('NavDropdown by keyboard', () => {
  it('opens with Enter, moves with the arrows and closes with Escape back on the button', async () => {
    const user = userEvent.setup();
    const { button } = await renderDropdown();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(links.at(-1)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens with Space too', async () => {
    const user = userEvent.setup();
    const { button } = await renderDropdown();
    button.focus();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link')[0]).toHaveFocus();
  });
});
