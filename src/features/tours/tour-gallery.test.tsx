import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { details } from '../../content/tours/salzkammergut.ts';
import { loadCatalog } from '../../lib/i18n.ts';
import type { Locale } from '../../lib/locales.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TourGallery } from './tour-gallery.tsx';

beforeAll(async () => {
  await loadCatalog('tours');
  await loadCatalog('tour-salzkammergut');
});

const photos = details.gallery!;

const alts = {
  de: [
    'Plakatgrafik: Hallstatt im Winter mit verschneiten Dächern und zwei Kirchtürmen, gespiegelt im See',
    'Plakatgrafik: Ein Raddampfer auf einem Salzkammergut-See zur blauen Stunde, am Ufer ein Dorf mit Zwiebelturm',
    'Plakatgrafik: Ein Dorf mit Zwiebelturm am Seeufer im Frühling, davor Segelboote und ein Bootssteg, dahinter schneebedeckte Gipfel',
    'Plakatgrafik: Ein stiller Bergsee zwischen herbstlichen Wäldern vor den Gletschern des Dachsteins, im Wasser gespiegelt',
  ],
};

async function renderGallery(locale: Locale = 'de') {
  const user = userEvent.setup();
  await renderWithProviders(<TourGallery photos={photos} />, { locale });
  return user;
}

/** The open lightbox (its code is loaded on the first opening). */
async function lightbox(name = 'Bildergalerie') {
  return screen.findByRole('dialog', { name });
}

function shownPhoto(dialog: HTMLElement) {
  return dialog.querySelector('.lightbox__photo');
}

describe('TourGallery', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes each photo a button that opens it', async () => {
    await renderGallery();
    const buttons = screen.getAllByRole('button', { name: /^Foto öffnen: / });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
      alts.de.map((alt) => `Foto öffnen: ${alt}`),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the photo pressed, large, with its caption and "n von total"', async () => {
    const user = await renderGallery();
    await user.click(screen.getAllByRole('button', { name: /^Foto öffnen/ })[2]!);
    const dialog = await lightbox();
    expect(dialog).toHaveProperty('open', true);
    expect(within(dialog).getByText('3 von 4')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', alts.de[2]);
    expect(dialog.querySelector('.lightbox__caption')).toHaveTextContent(alts.de[2]!);
    expect(dialog).toHaveAccessibleDescription(`Foto 3 von 4: ${alts.de[2]}`);
    // Every rendition of the photo is offered; the browser picks the one the box needs.
    const avif = dialog.querySelector('source[type="image/avif"]');
    for (const { src } of photos[2]!.photo.avif)
      expect(avif?.getAttribute('srcset')).toContain(src);
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toHaveFocus();
  });

  it('moves with the arrow keys in a loop, and Escape closes it and gives the focus back', async () => {
    const user = await renderGallery();
    const opener = screen.getAllByRole('button', { name: /^Foto öffnen/ })[0]!;
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await lightbox();
    expect(within(dialog).getByText('1 von 4')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2 von 4')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', alts.de[1]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('4 von 4')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('1 von 4')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('gives the focus back to the photo that opened it, after moving to another', async () => {
    const user = await renderGallery();
    const openers = screen.getAllByRole('button', { name: /^Foto öffnen/ });
    await user.click(openers[1]!);
    const dialog = await lightbox();
    await user.click(within(dialog).getByRole('button', { name: 'Nächstes Foto' }));
    expect(within(dialog).getByText('3 von 4')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vorheriges Foto' }));
    await user.click(within(dialog).getByRole('button', { name: 'Vorheriges Foto' }));
    expect(within(dialog).getByText('1 von 4')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openers[1]).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the open lightbox', async () => {
    const user = await renderGallery();
    await user.click(screen.getAllByRole('button', { name: /^Foto öffnen/ })[0]!);
    const dialog = await lightbox();
    const close = within(dialog).getByRole('button', { name: 'Schließen' });
    const next = within(dialog).getByRole('button', { name: 'Nächstes Foto' });
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Vorheriges Foto' })).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
  });

  it('closes on a tap beside the photo, not on the photo itself', async () => {
    const user = await renderGallery();
    await user.click(screen.getAllByRole('button', { name: /^Foto öffnen/ })[0]!);
    const dialog = await lightbox();
    await user.click(within(dialog).getByRole('img'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.querySelector('.lightbox__stage')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves with a horizontal swipe of 50 px or more', async () => {
    const user = await renderGallery();
    await user.click(screen.getAllByRole('button', { name: /^Foto öffnen/ })[0]!);
    const dialog = await lightbox();
    const swipe = (from: number, to: number, y = 300) => {
      fireEvent.touchStart(dialog, { touches: [{ clientX: from, clientY: y }] });
      fireEvent.touchEnd(dialog, { touches: [], changedTouches: [{ clientX: to, clientY: y }] });
    };
    swipe(300, 270);
    expect(within(dialog).getByText('1 von 4')).toBeInTheDocument();
    swipe(300, 100);
    expect(within(dialog).getByText('2 von 4')).toBeInTheDocument();
    swipe(100, 300);
    swipe(100, 300);
    expect(within(dialog).getByText('4 von 4')).toBeInTheDocument();
  });

  it('keeps a sideways move from the browser, not an upward one', async () => {
    const user = await renderGallery();
    await user.click(screen.getAllByRole('button', { name: /^Foto öffnen/ })[0]!);
    const dialog = await lightbox();
    fireEvent.touchStart(dialog, { touches: [{ clientX: 300, clientY: 300 }] });
    // fireEvent tells whether the default went ahead: false when the lightbox prevented it.
    expect(fireEvent.touchMove(dialog, { touches: [{ clientX: 280, clientY: 305 }] })).toBe(false);
    fireEvent.touchStart(dialog, { touches: [{ clientX: 300, clientY: 300 }] });
    expect(fireEvent.touchMove(dialog, { touches: [{ clientX: 305, clientY: 250 }] })).toBe(true);
  });

  it('leaves the finger to the browser while the page is pinch-zoomed', async () => {
    vi.stubGlobal('visualViewport', {
      scale: 2,
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    const user = await renderGallery();
    await user.click(screen.getAllByRole('button', { name: /^Foto öffnen/ })[0]!);
    const dialog = await lightbox();
    expect(dialog).toHaveAttribute('data-zoomed');
    fireEvent.touchStart(dialog, { touches: [{ clientX: 300, clientY: 300 }] });
    fireEvent.touchEnd(dialog, { touches: [], changedTouches: [{ clientX: 50, clientY: 300 }] });
    expect(within(dialog).getByText('1 von 4')).toBeInTheDocument();
  });

  it('shows the size the page already has when the large one fails, then the placeholder', async () => {
    const user = await renderGallery();
    const opener = screen.getAllByRole('button', { name: /^Foto öffnen/ })[0]!;
    const thumbnail = opener.querySelector('img')!;
    // As if the browser had shown the 400 px rendition in the gallery.
    const shown = photos[0]!.photo.avif[0]!.src;
    Object.defineProperties(thumbnail, {
      complete: { value: true },
      naturalWidth: { value: 400 },
      currentSrc: { value: shown },
    });
    await user.click(opener);
    const dialog = await lightbox();
    const large = shownPhoto(dialog)!;
    expect(large.tagName).toBe('IMG');
    expect((large as HTMLElement).style.backgroundImage).toContain(shown);
    act(() => {
      fireEvent.error(large);
    });
    const standIn = shownPhoto(dialog)!;
    expect(standIn.parentElement?.tagName).not.toBe('PICTURE');
    expect(standIn).toHaveAttribute('src', shown);
    act(() => {
      fireEvent.error(standIn);
    });
    const placeholder = shownPhoto(dialog)!;
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveAttribute('role', 'img');
    expect(placeholder).toHaveAccessibleName(alts.de[0]);
  });

  it('speaks English on English pages', async () => {
    const user = await renderGallery('en');
    const openers = screen.getAllByRole('button', { name: /^Open photo: / });
    expect(openers).toHaveLength(4);
    await user.click(openers[3]!);
    const dialog = await lightbox('Photo gallery');
    expect(within(dialog).getByText('4 of 4')).toBeInTheDocument();
    for (const name of ['Close', 'Previous photo', 'Next photo']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog).toHaveAccessibleDescription(/^Photo 4 of 4: /);
  });
});
