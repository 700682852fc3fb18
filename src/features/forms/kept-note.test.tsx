import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { KeptNote } from './kept-note.tsx';

// The contact page's catalog, as the page loads it.
beforeAll(() => loadCatalog('contact'));

describe('KeptNote', () => {
  it('says a booking already waits, not to send it again, and where it is listed', async () => {
    await renderWithProviders(<KeptNote form="booking" count={1} unreachable={false} />, {
      locale: 'en',
      path: '/en/contact',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 booking request is already waiting on this device to be delivered. It is sent by itself once you are online; please do not send it again. My requests',
    );
    expect(screen.getByRole('link', { name: 'My requests' })).toHaveAttribute(
      'href',
      '/en/request',
    );
  });

  it('says, online, that our service is the one that cannot be reached; messages have no list', async () => {
    await renderWithProviders(<KeptNote form="contact" count={2} unreachable />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Auf diesem Gerät warten bereits 2 Nachrichten auf Zustellung. Unser Buchungsdienst ist gerade nicht erreichbar; wir versuchen sie weiter automatisch zu senden. Bitte senden Sie sie nicht noch einmal.',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says nothing when nothing waits', async () => {
    const { container } = await renderWithProviders(
      <KeptNote form="booking" count={0} unreachable={false} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
