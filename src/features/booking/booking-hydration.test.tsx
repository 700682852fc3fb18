import { I18nProvider } from '@lingui/react';
import { waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyInput } from '../../lib/early-input.ts';
import { activateLocale, i18n, loadCatalog } from '../../lib/i18n.ts';
import { ContactPage } from '../../pages/contact-page.tsx';
import { resetDevice, storeDrafts, storedDrafts } from '../forms/test-support/form-test-kit.ts';

vi.mock('idb-keyval', () => import('../forms/test-support/memory-idb-keyval.ts'));

/**
 * The booking form as a visitor's browser gets it: the prerendered HTML (no query, no draft),
 * then React hydrating it part by part while the device's draft and the address's `?service=`
 * come in. Not under act(), which would hydrate every part at once and hide the race.
 */
let root: Root | undefined;
let container: HTMLElement;
let problems: unknown[];

function page(path: string) {
  return (
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <ContactPage />
      </MemoryRouter>
    </I18nProvider>
  );
}

/** Prerenders `/kontakt` as the build does, lets `beforeHydrating` act on it, then hydrates. */
function loadAndHydrate(path: string, beforeHydrating: () => void = () => {}) {
  container.innerHTML = renderToString(page('/kontakt'));
  beforeHydrating();
  // As src/main.tsx does right before hydrating.
  keepEarlyInput(container);
  root = hydrateRoot(container, page(path), {
    onRecoverableError: (error) => problems.push(error),
  });
}

const input = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!;
const select = (id: string) => container.querySelector<HTMLSelectElement>(`#${id}`)!;
/** The service's name as the visitor sees it: drawn over the select (WrappingSelect). */
const shownService = () => container.querySelector('.wrapping-select__text')?.textContent;

beforeAll(async () => {
  await activateLocale('de');
  await loadCatalog('contact');
});

beforeEach(() => {
  resetDevice();
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  container = document.body.appendChild(document.createElement('div'));
  problems = [];
});

afterEach(() => {
  root?.unmount();
  container.remove();
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

describe('the booking form while the page hydrates', () => {
  it('puts a stored draft back without React discarding a part of the page', async () => {
    await storeDrafts({
      booking: {
        firstName: 'Anna',
        service: 'airportTransfer',
        passengers: 4,
        carType: 'v-klasse',
      },
    });
    loadAndHydrate('/kontakt');
    await waitFor(() => expect(input('booking-firstName')).toHaveValue('Anna'));
    // A part that hydrates on its own draws what the draft's service asks for.
    await waitFor(() => expect(input('booking-flightNumber')).not.toBeNull());
    expect(input('booking-service')).toHaveValue('airportTransfer');
    expect(shownService()).toBe('Flughafentransfer');
    expect(problems).toEqual([]);
  });

  it('keeps what was typed while the page loaded over a stored draft', async () => {
    await storeDrafts({ booking: { firstName: 'Anna', lastName: 'Huber' } });
    loadAndHydrate('/kontakt', () => {
      input('booking-firstName').value = 'Emily';
    });
    // Once the stored draft has been read, what the form holds is kept on the device.
    await waitFor(() =>
      expect(storedDrafts()?.drafts.booking).toMatchObject({ firstName: 'Emily', lastName: '' }),
    );
    expect(input('booking-firstName')).toHaveValue('Emily');
    expect(input('booking-lastName')).toHaveValue('');
    expect(problems).toEqual([]);
  });

  it('keeps what was chosen and ticked in the parts that hydrate later', async () => {
    loadAndHydrate('/kontakt', () => {
      input('booking-firstName').value = 'Emily';
      select('booking-service').value = 'cityTour';
      input('booking-carType-v-klasse').checked = true;
      select('booking-time').value = '09:30';
      input('booking-passengers').value = '5';
      input('booking-pickupLocation').value = 'Hotel Sacher';
      input('booking-agb').checked = true;
    });
    await waitFor(() =>
      expect(storedDrafts()?.drafts.booking).toMatchObject({
        firstName: 'Emily',
        service: 'cityTour',
        carType: 'v-klasse',
        time: '09:30',
        passengers: 5,
        pickupLocation: 'Hotel Sacher',
      }),
    );
    expect(input('booking-carType-v-klasse')).toBeChecked();
    expect(select('booking-time')).toHaveValue('09:30');
    expect(input('booking-passengers')).toHaveValue(5);
    expect(input('booking-agb')).toBeChecked();
    expect(shownService()).toBe('Salzburg-Stadttour');
    expect(problems).toEqual([]);
  });

  it("keeps what was typed while the page loaded, and takes the address's service", async () => {
    loadAndHydrate('/kontakt?service=airportTransfer', () => {
      input('booking-firstName').value = 'Emily';
    });
    await waitFor(() => expect(input('booking-service')).toHaveValue('airportTransfer'));
    await waitFor(() => expect(input('booking-flightNumber')).not.toBeNull());
    expect(input('booking-firstName')).toHaveValue('Emily');
    expect(shownService()).toBe('Flughafentransfer');
    expect(problems).toEqual([]);
  });
});
