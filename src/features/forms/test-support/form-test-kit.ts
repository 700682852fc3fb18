/**
 * Shared set-up of the form component tests: a fake network answering like send-notification,
 * the fake IndexedDB, and helpers that fill the forms the way a visitor does.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, onTestFinished, vi } from 'vitest';
import type { WorkerToPage } from '../../../lib/sw-protocol.ts';
import { useFormDrafts } from '../draft-store.ts';
import { clearMemoryDatabases, memoryDatabases } from './memory-idb-keyval.ts';

type Call = { url: string; headers: Record<string, string>; body: Record<string, unknown> };

/** Stubs fetch with answers given in order (the last one repeats); records every call. */
/** The time field, whatever the service makes it mean (pickup, landing or arrival time). */
export const TIME_FIELD =
  /^(Abholzeit|Landezeit bzw\. Abholzeit|Ankunftszeit bzw\. Abholzeit|Pickup time|Landing or pickup time|Arrival or pickup time)/;

export function fakeNetwork(...answers: (() => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      headers: { ...(init?.headers as Record<string, string>) },
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

export function json(status: number, body: unknown): () => Response {
  return () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
}

export const created = json(201, { id: '3b8b7a8e-1f0e-4f57-9a4c-1b2c3d4e5f60', type: 'booking' });

/** A fresh device: no drafts, an empty fake IndexedDB. */
export function resetDevice() {
  vi.stubGlobal('indexedDB', {});
  useFormDrafts.setState({ drafts: {}, submissions: {}, savedAt: {} });
  clearMemoryDatabases();
}

/** What the draft store wrote to the fake IndexedDB. */
type StoredState = {
  drafts: Record<string, unknown>;
  submissions: object;
  savedAt: Record<string, number>;
};

export function storedDrafts(): StoredState | null {
  const text = memoryDatabases().get('prestige-form-drafts/state')?.get('form-drafts');
  return typeof text === 'string' ? (JSON.parse(text) as { state: StoredState }).state : null;
}

/**
 * Puts drafts on the "device" as a previous visit left them, changed last at `savedAt` (null:
 * as a version without times kept them), and reads them like a reload.
 */
export async function storeDrafts(
  drafts: Record<string, unknown>,
  savedAt: number | null = Date.now(),
) {
  const state =
    savedAt === null
      ? { state: { drafts, submissions: {} }, version: 2 }
      : {
          state: {
            drafts,
            submissions: {},
            savedAt: Object.fromEntries(Object.keys(drafts).map((form) => [form, savedAt])),
          },
          version: 3,
        };
  memoryDatabases().get('prestige-form-drafts/state')?.set('form-drafts', JSON.stringify(state));
  await useFormDrafts.persist.rehydrate();
}

export async function waitForDraftsRead() {
  await waitFor(() => expect(useFormDrafts.persist.hasHydrated()).toBe(true));
}

/** The control labelled so, in the visible tab panel. */
export function field(label: RegExp): HTMLElement {
  const shown = screen.getAllByLabelText(label).filter((element) => !element.closest('[hidden]'));
  if (shown.length !== 1) throw new Error(`${shown.length} visible fields labelled ${label}`);
  return shown[0]!;
}

export type BookingInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  service: string;
  car: RegExp;
  day: number;
  time: string;
  passengers: string;
  pickup: string;
  destination: string;
  special: string;
  consent: boolean;
};

const booking: BookingInput = {
  firstName: 'Anna',
  lastName: 'Berger',
  email: 'anna@example.com',
  phone: '+43 660 1234567',
  service: 'airportTransfer',
  car: /V-Klasse|V-Class/,
  day: 12,
  time: '14:30',
  passengers: '5',
  pickup: 'Hotel Sacher Salzburg',
  destination: 'Flughafen München',
  special: '',
  consent: true,
};

/** Loads the calendar's lazy chunk once, so no test waits for its first transform. */
export async function warmCalendar() {
  await import('../../booking/date-calendar.tsx');
}

/** Opens the date field labelled so (the outbound date unless told) and picks a day. */
export async function pickDay(user: UserEvent, day: number, label = /^(Datum|Date)\b(?! der)/) {
  await user.click(screen.getByRole('button', { name: label }));
  const button = dayButton(await openCalendar(), day);
  if (!button) throw new Error(`no day ${day} in the calendar`);
  await user.click(button);
}

/** The open calendar popup, once its own chunk has loaded. */
export async function openCalendar(): Promise<HTMLElement> {
  const calendar = screen.getByRole('dialog');
  await within(calendar).findByRole('grid');
  return calendar;
}

/** A day's button in the month the calendar shows. */
export function dayButton(calendar: HTMLElement, day: number): HTMLElement | undefined {
  return within(calendar)
    .getAllByRole('button')
    .find((b) => new RegExp(`\\b${day}\\b(?!\\d)`).test(b.getAttribute('aria-label') ?? ''));
}

/** The form's two consent boxes (terms, privacy), apart from its other checkboxes. */
export function consentBoxes(): HTMLElement[] {
  return screen.getAllByRole('checkbox').filter((box) => box.classList.contains('consent__box'));
}

export async function fillBooking(user: UserEvent, values: Partial<BookingInput> = {}) {
  const v = { ...booking, ...values };
  const type = async (label: RegExp, text: string) => {
    await user.clear(field(label));
    if (text) await user.type(field(label), text);
  };
  await type(/^(Vorname|First name)/, v.firstName);
  await type(/^(Nachname|Last name)/, v.lastName);
  await type(/^(E-Mail|Email)/, v.email);
  await type(/^(Telefon|Phone)/, v.phone);
  await user.selectOptions(field(/^Service/), v.service);
  await user.click(screen.getByRole('radio', { name: v.car }));
  await pickDay(user, v.day);
  await user.selectOptions(field(TIME_FIELD), v.time);
  await type(/^(Fahrgäste|Passengers)/, v.passengers);
  await type(/^(Abholort|Pickup location)/, v.pickup);
  await type(/^(Zielort|Destination)/, v.destination);
  await type(/^(Besondere Wünsche|Special requests)/, v.special);
  if (v.consent) {
    await user.click(consentBoxes()[0]!);
    await user.click(consentBoxes()[1]!);
  }
}

/**
 * A service worker's side of the page for the running test: `navigator.serviceWorker` as an
 * event target, and `tell(message)` posting a message from the worker. Gone after the test.
 */
export function fakeWorker() {
  const container = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  onTestFinished(() => void Reflect.deleteProperty(navigator, 'serviceWorker'));
  return {
    tell: (data: WorkerToPage) => container.dispatchEvent(new MessageEvent('message', { data })),
  };
}
