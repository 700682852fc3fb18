import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { Header } from './header.tsx';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('Header', () => {
  it('turns dark only once the page is scrolled more than 20 px', async () => {
    const { container } = await renderWithProviders(<Header />);
    const header = container.querySelector('header')!;
    expect(header).not.toHaveAttribute('data-scrolled');
    scrollTo(20);
    expect(header).not.toHaveAttribute('data-scrolled');
    scrollTo(21);
    expect(header).toHaveAttribute('data-scrolled');
    scrollTo(0);
    expect(header).not.toHaveAttribute('data-scrolled');
  });

  it('is dark from the top when the page starts on the light background', async () => {
    const { container } = await renderWithProviders(<Header solid />);
    expect(container.querySelector('header')).toHaveAttribute('data-solid');
  });

  it('has a call button dialling an Austrian number', async () => {
    await renderWithProviders(<Header />);
    const call = screen.getByRole('link', { name: /Anrufen/ });
    expect(call.getAttribute('href')).toMatch(/^tel:\+43\d{6,}$/);
  });

  it('shows its texts in English', async () => {
    await renderWithProviders(<Header />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Limousine Service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  });
});
