import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { useKeptRequestsStore } from './kept-requests-store.ts';
import { PendingIndicator } from './pending-indicator.tsx';

const waiting = (count: number) =>
  act(() => {
    useKeptRequestsStore.getState().setStatus(count, []);
  });

describe('PendingIndicator', () => {
  afterEach(() => waiting(0));

  it('is absent while nothing waits', async () => {
    const { container } = await renderWithProviders(<PendingIndicator />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says what it counts in words, in the visitor’s language', async () => {
    waiting(1);
    await renderWithProviders(<PendingIndicator />);
    const link = screen.getByRole('link', { name: '1 Anfrage wartet auf Netz' });
    expect(link).toHaveAttribute('title', '1 Anfrage wartet auf Netz');
    expect(link).toHaveAttribute('href', '/kontakt');
    expect(link.querySelector('.pending-indicator__long')).toHaveTextContent('1 Anfrage wartet');
    expect(link.querySelector('.pending-indicator__short')).toHaveTextContent('1 Anfrage');
    // A phone's words: a touch screen shows no tooltip, so the number alone said nothing.
    expect(link.querySelector('.pending-indicator__count')).toHaveTextContent(/^1 wartet$/);
    waiting(2);
    expect(screen.getByRole('link', { name: '2 Anfragen warten auf Netz' })).toBeInTheDocument();
    expect(document.querySelector('.pending-indicator__count')).toHaveTextContent(/^2 warten$/);
  });

  it('in English', async () => {
    waiting(3);
    await renderWithProviders(<PendingIndicator />, { locale: 'en', path: '/en/' });
    const link = screen.getByRole('link', { name: '3 requests waiting for a connection' });
    expect(link).toHaveAttribute('href', '/en/contact');
    expect(link.querySelector('.pending-indicator__long')).toHaveTextContent('3 requests waiting');
    expect(link.querySelector('.pending-indicator__short')).toHaveTextContent(/^3 requests$/);
    expect(link.querySelector('.pending-indicator__count')).toHaveTextContent(/^3 waiting$/);
  });
});
