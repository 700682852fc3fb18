import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperatorListItem, OperatorRequest } from '#shared/schemas/lifecycle.ts';
import { loadCatalog } from '../../lib/i18n.ts';
import { leaveAndComeBack } from '../../test/come-back.ts';
import { renderWithProviders } from '../../test/render.tsx';
import {
  clearMemoryDatabases,
  createStore,
  memoryDatabases,
} from '../forms/test-support/memory-idb-keyval.ts';
import { Console } from './console.tsx';
import { resetSessionForTests } from './session-store.ts';
import { textOf } from '../../test/text.ts';

vi.mock('idb-keyval', () => import('../forms/test-support/memory-idb-keyval.ts'));
vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn(async () => 1) }));

const SESSION = 'session-secret-of-this-device-0123456789ab';
const PASSPHRASE = 'e2e-operator-passphrase-2026';

type Call = { route: string; body: Record<string, unknown>; session: string | null };
type Answer = Response | (() => Response);

/** The function's lifecycle routes, answered from a table; every call is recorded. */
function fakeFunction(answers: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const route = new URL(String(input)).pathname.replace(/^.*\/send-notification/, '');
    const headers = new Headers(init?.headers);
    calls.push({
      route,
      body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
      session: headers.get('x-operator-session'),
    });
    const listed = answers[route];
    const next = Array.isArray(listed) ? (listed.length > 1 ? listed.shift() : listed[0]) : listed;
    if (!next) throw new TypeError('Failed to fetch');
    return typeof next === 'function' ? next() : next.clone();
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    Response.json(body, { status, headers });

// A Friday in another year than the list test's clock: the list names the year of such a pickup.
const ANOTHER_YEAR = '2094-03-12';
const item = (reference: string, extra: Partial<OperatorListItem> = {}): OperatorListItem => ({
  reference,
  status: 'requested',
  service: 'airportTransfer',
  tour: null,
  date: '2027-03-12',
  time: '14:30',
  firstName: 'Anna',
  lastName: 'Huber',
  passengers: 3,
  carType: 'v-klasse',
  pickupLocation: 'Salzburg Airport',
  destination: 'Hotel Sacher',
  locale: 'en',
  // An hour ago: its answer is not yet due (a test of that sets its own).
  receivedAt: new Date(Date.now() - 3_600_000).toISOString(),
  ...extra,
});

const request = (extra: Partial<OperatorRequest> = {}): OperatorRequest => ({
  reference: 'SLZ-7K3M',
  status: 'requested',
  receivedAt: '2027-03-10T08:00:00.000Z',
  booking: {
    firstName: 'Anna',
    lastName: 'Huber',
    email: 'anna@example.com',
    phone: '+43 660 1234567',
    service: 'airportTransfer',
    carType: 'v-klasse',
    date: '2027-03-12',
    time: '14:30',
    flightNumber: 'OS 915',
    passengers: 3,
    suitcases: 2,
    childSeatAges: [1],
    pickupLocation: 'Salzburg Airport',
    destination: 'Hotel Sacher',
    specialRequests: 'A pushchair, please.',
    locale: 'en',
  },
  history: [{ event: 'received', at: '2027-03-10T08:00:00.000Z', actor: 'visitor' }],
  ...extra,
});

/** A device already signed in (as a sign-in 30 days ago would have left it). */
function signedInDevice() {
  createStore('prestige-operator', 'state').set(
    'operator-session',
    JSON.stringify({
      session: SESSION,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  );
}

beforeAll(async () => {
  // The page's own catalog only, as the page loads it (lingui.config.ts).
  await loadCatalog('operator');
  // The list and the request view load apart (console.tsx): no test waits for their transform.
  await Promise.all([import('./request-list.tsx'), import('./request-view.tsx')]);
});

beforeEach(() => {
  vi.stubGlobal('indexedDB', {});
  clearMemoryDatabases();
  resetSessionForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('signing in', () => {
  it('asks for the passphrase, says what went wrong, then shows the requests', async () => {
    const calls = fakeFunction({
      '/operator/sign-in': [
        json(401, { error: 'unauthorized' }),
        json(429, { error: 'too_many_attempts' }, { 'Retry-After': '120' }),
        json(200, { session: SESSION, expiresAt: '2099-01-01T00:00:00.000Z' }),
      ],
      '/operator/requests': json(200, { requests: [item('SLZ-7K3M')] }),
    });
    const user = userEvent.setup();
    await renderWithProviders(<Console />, { path: '/betrieb' });
    expect(screen.getByRole('heading', { level: 1, name: 'Anfragen' })).toBeInTheDocument();
    const field = await screen.findByLabelText(/Passphrase/);
    const signIn = screen.getByRole('button', { name: 'Anmelden' });

    await user.click(signIn);
    expect(await screen.findByText('Bitte geben Sie die Passphrase ein')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(calls).toEqual([]);

    await user.type(field, 'wrong passphrase');
    await user.click(signIn);
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Passphrase stimmt nicht.');
    // The field is at fault: it takes the focus, to be typed again, and reads why.
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Diese Passphrase stimmt nicht.');
    await user.click(signIn);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte warten Sie 2 Minuten und versuchen Sie es dann erneut.',
    );

    await user.clear(field);
    await user.type(field, PASSPHRASE);
    await user.click(signIn);
    expect(await screen.findByText('SLZ-7K3M')).toBeInTheDocument();
    // The button that had the focus is gone: the focus is on the page's heading, not lost.
    expect(screen.getByRole('heading', { level: 1, name: 'Anfragen' })).toHaveFocus();
    expect(calls.map((call) => call.route)).toEqual([
      '/operator/sign-in',
      '/operator/sign-in',
      '/operator/sign-in',
      '/operator/requests',
    ]);
    expect(calls[2]!.body).toEqual({ passphrase: PASSPHRASE });
    // The list is asked for with the device's session; the session stays on the device.
    expect(calls[3]!.session).toBe(SESSION);
    expect(memoryDatabases().get('prestige-operator/state')?.get('operator-session')).toContain(
      SESSION,
    );
  });

  it("signs in on a request's address (a mail's button) and gives the focus to its heading", async () => {
    fakeFunction({
      '/operator/sign-in': json(200, { session: SESSION, expiresAt: '2099-01-01T00:00:00.000Z' }),
      '/operator/request': json(200, request()),
    });
    const user = userEvent.setup();
    await renderWithProviders(<Console />, { path: '/betrieb/anfrage/SLZ-7K3M' });
    await user.type(await screen.findByLabelText(/Passphrase/), PASSPHRASE);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    // The request page's code comes after the sign-in; its heading takes the focus once drawn.
    const heading = await screen.findByRole('heading', { level: 1, name: 'SLZ-7K3M' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('says so when the network is away, in English too', async () => {
    fakeFunction({});
    const user = userEvent.setup();
    await renderWithProviders(<Console />, { path: '/en/operator', locale: 'en' });
    await user.type(await screen.findByLabelText(/Passphrase/), PASSPHRASE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection. Please check the network and try again.',
    );
  });

  it('forgets a session the function no longer knows and asks again', async () => {
    signedInDevice();
    fakeFunction({ '/operator/requests': json(401, { error: 'unauthorized' }) });
    await renderWithProviders(<Console />, { path: '/betrieb' });
    expect(
      await screen.findByText('Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Passphrase/)).toBeInTheDocument();
    expect(memoryDatabases().get('prestige-operator/state')?.has('operator-session')).toBe(false);
  });

  it('signs out: the function forgets the session, and so does the device', async () => {
    signedInDevice();
    const calls = fakeFunction({
      '/operator/requests': json(200, { requests: [] }),
      '/operator/sign-out': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    await renderWithProviders(<Console />, { path: '/betrieb' });
    await user.click(await screen.findByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByLabelText(/Passphrase/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Anfragen' })).toHaveFocus();
    expect(calls.at(-1)).toMatchObject({ route: '/operator/sign-out', session: SESSION });
    expect(memoryDatabases().get('prestige-operator/state')?.has('operator-session')).toBe(false);
  });
});

describe('the list', () => {
  it('asks for the list again when the operator comes back to the page', async () => {
    signedInDevice();
    fakeFunction({
      '/operator/requests': [
        json(200, { requests: [item('SLZ-7K3M')] }),
        json(200, { requests: [item('SLZ-7K3M'), item('SLZ-4QXR')] }),
      ],
    });
    await renderWithProviders(<Console />, { path: '/betrieb' });
    expect(await screen.findAllByRole('link', { name: /SLZ-/ })).toHaveLength(1);
    // A new request arrived while the mail app was in front.
    leaveAndComeBack();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /SLZ-/ })).toHaveLength(2));
  });

  it('shows the open requests first, each with what the operator needs, and the decided apart', async () => {
    // Wednesday 10 March 2027, 00:30 in Salzburg, still the 9th in UTC: the list's today is
    // Salzburg's. A clock of its own, not the run's: in 2094 the other pickup would lose its year.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2027, 2, 9, 23, 30) });
    signedInDevice();
    fakeFunction({
      '/operator/requests': json(200, {
        requests: [
          // Received yesterday at 18:00: the answer is due before today's ride, not after it.
          item('SLZ-7K3M', {
            date: '2027-03-10',
            time: '18:30',
            receivedAt: '2027-03-09T17:00:00.000Z',
          }),
          item('SLZ-4QXR', {
            date: ANOTHER_YEAR,
            service: 'eaglesTour',
            firstName: 'Markus',
            lastName: 'Leitner',
            passengers: 1,
            carType: 'e-klasse',
            pickupLocation: 'Hotel Goldener Hirsch',
            destination: 'Kehlsteinhaus',
          }),
          item('SLZ-2MPA', {
            date: ANOTHER_YEAR,
            status: 'confirmed',
            service: 'soundOfMusicTour',
          }),
        ],
      }),
    });
    const user = userEvent.setup();
    await renderWithProviders(<Console />, { path: '/betrieb' });
    const rows = await screen.findAllByRole('link', { name: /SLZ-/ });
    expect(rows.map(textOf)).toEqual([
      'SLZ-7K3MAngefragtHeute, 18:30 UhrFlughafentransferSalzburg Airport →nach Hotel SacherAnna Huber · 3 Personen · V-Klasse',
      'SLZ-4QXRAngefragtFr., 12. März 2094, 14:30 UhrKehlsteinhaus-Tour (Eagle’s Nest)Hotel Goldener Hirsch →nach KehlsteinhausMarkus Leitner · 1 Person · E-KlasseAußerhalb der Saison (Mai bis September): eine Alternative vorschlagen',
    ]);
    expect(rows[0]).toHaveAttribute('href', '/betrieb/anfrage/SLZ-7K3M');
    const filters = screen.getByRole('group', { name: 'Anfragen zeigen' });
    expect(within(filters).getByRole('button', { name: 'Offen 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(filters).getByRole('button', { name: 'Entschieden 1' }));
    const decided = screen.getAllByRole('link', { name: /SLZ-/ });
    expect(decided.map(textOf)).toEqual([
      'SLZ-2MPABestätigtFr., 12. März 2094, 14:30 UhrSound-of-Music-TourSalzburg Airport →nach Hotel SacherAnna Huber · 3 Personen · V-Klasse',
    ]);
  });

  // Opened from the decided list, or loaded afresh at the address it had there (a reload, or the
  // flags, which keep its query): either way its back link leads to the decided list.
  it.each([
    ['opened from the decided list', '/betrieb'],
    ['loaded afresh, as after the language switch', '/betrieb/anfrage/SLZ-2MPA?filter=decided'],
  ])('leads back to the decided list from a request %s', async (_way, path) => {
    signedInDevice();
    fakeFunction({
      '/operator/requests': json(200, {
        requests: [item('SLZ-7K3M'), item('SLZ-2MPA', { status: 'confirmed' })],
      }),
      '/operator/request': json(200, request({ reference: 'SLZ-2MPA', status: 'confirmed' })),
    });
    const user = userEvent.setup();
    await renderWithProviders(<Console />, { path });
    if (path === '/betrieb') {
      const filters = await screen.findByRole('group', { name: 'Anfragen zeigen' });
      await user.click(await within(filters).findByRole('button', { name: 'Entschieden 1' }));
      await user.click(screen.getByRole('link', { name: /SLZ-2MPA/ }));
    }
    await screen.findByRole('heading', { level: 1, name: 'SLZ-2MPA' });
    await user.click(screen.getByRole('link', { name: 'Alle Anfragen' }));
    const back = await screen.findByRole('group', { name: 'Anfragen zeigen' });
    expect(await within(back).findByRole('button', { name: 'Entschieden 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('link', { name: /SLZ-/ }).map(textOf)).toEqual([
      expect.stringMatching(/^SLZ-2MPABestätigt/),
    ]);
  });

  it('shows the list when a request names a tour this page does not know yet', async () => {
    signedInDevice();
    fakeFunction({
      '/operator/requests': json(200, {
        // Added by a newer function, read by a page the device still has cached.
        requests: [item('SLZ-7K3M', { service: 'cityTour', tour: 'newTour' as never })],
      }),
    });
    await renderWithProviders(<Console />, { path: '/betrieb' });
    expect(await screen.findByRole('link', { name: /SLZ-7K3M/ })).toBeInTheDocument();
  });

  it('warns on an undecided request past the answer its guest was promised, or with its ride before it, and only then', async () => {
    // Wednesday 10 March 2027, 11:00 in Salzburg; an answer is promised a day after arrival.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2027, 2, 10, 10) });
    signedInDevice();
    fakeFunction({
      '/operator/requests': json(200, {
        requests: [
          item('SLZ-7K3M', { receivedAt: '2027-03-09T09:59:00.000Z' }),
          item('SLZ-4QXR', { receivedAt: '2027-03-09T10:01:00.000Z' }),
          item('SLZ-2MPA', { receivedAt: '2027-03-08T08:00:00.000Z', status: 'confirmed' }),
          // Received at 10:00 for a ride at 15:00: it starts before its answer is due.
          item('SLZ-5SNT', {
            receivedAt: '2027-03-10T09:00:00.000Z',
            date: '2027-03-10',
            time: '15:00',
          }),
        ],
      }),
    });
    const user = userEvent.setup();
    await renderWithProviders(<Console />, { path: '/betrieb' });
    const row = async (reference: string) => screen.findByRole('link', { name: RegExp(reference) });
    expect(await row('SLZ-7K3M')).toHaveTextContent(
      /V-KlasseAntwort überfällig \(zugesagt: Heute, 10:59 Uhr\)$/,
    );
    expect(await row('SLZ-4QXR')).toHaveTextContent(/V-Klasse$/);
    expect(await row('SLZ-5SNT')).toHaveTextContent(
      /V-KlasseKurzfristig: Die Fahrt beginnt vor der zugesagten Antwort \(Morgen, 10:00 Uhr\)$/,
    );
    await user.click(screen.getByRole('button', { name: /^Entschieden/ }));
    expect(screen.getByRole('link', { name: /SLZ-2MPA/ })).toHaveTextContent(/V-Klasse$/);
  });
});

describe('one request', () => {
  const open = async (answers: Record<string, Answer | Answer[]>, locale: 'de' | 'en' = 'de') => {
    signedInDevice();
    const calls = fakeFunction({ '/operator/request': json(200, request()), ...answers });
    const user = userEvent.setup();
    await renderWithProviders(<Console />, {
      locale,
      path: locale === 'en' ? '/en/operator/request/SLZ-7K3M' : '/betrieb/anfrage/SLZ-7K3M',
    });
    await screen.findByRole('heading', { level: 1, name: 'SLZ-7K3M' });
    // The request, once it came.
    await screen.findByRole('link', { name: /^(Anrufen|Call)$/ });
    return { calls, user };
  };

  it('shows every field, the guest’s language, the way to call and write, and the history', async () => {
    const { calls } = await open({});
    expect(calls[0]).toMatchObject({
      route: '/operator/request',
      body: { reference: 'SLZ-7K3M' },
      session: SESSION,
    });
    expect(screen.getByRole('link', { name: 'Anrufen' })).toHaveAttribute(
      'href',
      'tel:+436601234567',
    );
    expect(screen.getByRole('link', { name: 'E-Mail' })).toHaveAttribute(
      'href',
      // The reference in the subject: the guest's answer then carries it back.
      'mailto:anna@example.com?subject=SLZ-7K3M%20%E2%80%93%20Prestige%20Limousines%20Salzburg',
    );
    expect(screen.getByText('Anna Huber · spricht Englisch')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Alle Angaben' });
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Vorname',
      'Nachname',
      'E-Mail',
      'Telefon',
      'Service',
      'Fahrzeug',
      'Datum',
      'Landezeit bzw. Abholzeit',
      'Flugnummer',
      'Personen',
      'Koffer',
      'Kindersitze (Alter)',
      'Abholort',
      'Ziel',
      'Sprache',
      'Eingegangen',
      'Referenz',
    ]);
    // The guest's words under their title, which is not repeated as a label (as in the mail).
    const wishes = within(details).getByRole('heading', { name: 'Sonderwünsche' });
    expect(wishes.nextElementSibling).toHaveTextContent(/^A pushchair, please\.$/);
    expect(within(details).getAllByText('Sonderwünsche')).toHaveLength(1);
    expect(within(details).getByText('Freitag, 12. März 2027')).toBeInTheDocument();
    // One child of one year: not '1 Jahre', nor '1 J.' on top.
    expect(within(details).getByText('1 Jahr')).toBeInTheDocument();
    expect(screen.getByText(/· 1 Kindersitz \(1 Jahr\) ·/)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Verlauf' });
    expect(history).toHaveTextContent('EingegangenMittwoch, 10. März 2027, 09:00 Uhr · Gast');
  });

  it('shows the special requests in the overview, where the decision is taken', async () => {
    const typed = request();
    typed.booking = { ...typed.booking, specialRequests: 'Two ISOFIX seats\nA pram' };
    await open({ '/operator/request': json(200, typed) });
    expect(screen.getByRole('region', { name: 'Überblick' })).toHaveTextContent(
      'Sonderwünsche: Two ISOFIX seats A pram',
    );
  });

  it('writes the return leg in the short form of the pickup above it', async () => {
    // Wednesday 10 March 2027, 11:00 in Salzburg: both legs in this year, neither today's.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2027, 2, 10, 10) });
    const returning = request();
    returning.booking = { ...returning.booking, returnDate: '2027-04-02', returnTime: '18:00' };
    await open({ '/operator/request': json(200, returning) });
    const overview = screen.getByRole('region', { name: 'Überblick' });
    expect(overview).toHaveTextContent('Fr., 12. März, 14:30 Uhr');
    expect(overview).toHaveTextContent('Rückfahrt: Fr., 2. Apr., 18:00 Uhr');
  });

  it('shows a name that looks like markup as the guest typed it', async () => {
    const typed = request();
    typed.booking = { ...typed.booking, firstName: '<0>Eve</0>', lastName: '<1/>' };
    await open({ '/operator/request': json(200, typed) });
    expect(screen.getByText('<0>Eve</0> <1/> · spricht Englisch')).toBeInTheDocument();
  });

  it('names a booked tour and the children’s ages as the guest chose them, in English', async () => {
    const tour = request({
      booking: {
        ...request().booking,
        service: 'cityTour',
        tour: 'altstadt',
        childSeatAges: [0, 4],
      },
    });
    await open({ '/operator/request': json(200, tour) }, 'en');
    const details = screen.getByRole('region', { name: 'Every detail' });
    expect(within(details).getByText('Tour').nextElementSibling).toHaveTextContent(
      /^Salzburg City Tour – 2 hours, €180 per vehicle, up to 7 guests$/,
    );
    // A baby is under 1, not 'age 0'. The seats' count stays with its word, the last age with
    // its unit, and a line breaks after a dot, not before.
    // (As written: the default matcher reads a no-break space as a space.)
    const load = screen.getByText(/child seats/, { normalizer: (text) => text });
    expect(load.textContent).toMatch(
      /\u00a0· 2\u00a0child seats \(under\u00a01 and 4\u00a0years\)\u00a0· [A-Z]-Class$/,
    );
    // 12 March: the Old Town tour runs from May.
    expect(
      screen.getByText('Out of season (May to September): suggest an alternative'),
    ).toBeInTheDocument();
    // Its price as the tour's page states it, where the operator types the price.
    expect(screen.getByLabelText(/Price \(€\)/)).toHaveAccessibleDescription(
      'List price: €180 per vehicle, up to 7 guests',
    );
  });

  it("gives a tour named by its service alone its list price too, and its season's warning only while open", async () => {
    const eaglesNest = request({
      booking: { ...request().booking, service: 'eaglesTour', date: '2027-11-12' },
    });
    await open({ '/operator/request': json(200, eaglesNest) });
    expect(screen.getByLabelText(/Preis \(€\)/)).toHaveAccessibleDescription(
      /^Listenpreis: 540 € pro Fahrzeug/,
    );
    expect(screen.getByText(/Außerhalb der Saison/)).toBeInTheDocument();
    cleanup();
    await open({
      '/operator/request': json(200, {
        ...eaglesNest,
        status: 'declined',
        decision: { reason: 'x' },
      }),
    });
    expect(screen.queryByText(/Außerhalb der Saison/)).toBeNull();
  });

  it('names the answer promised to the guest, and says when it is overdue, in English too', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2027, 2, 10, 10) });
    await open({});
    const overview = screen.getByRole('region', { name: 'Überblick' });
    // Received 08:00 UTC (09:00 in Salzburg): a day later.
    expect(overview).toHaveTextContent('Antwort zugesagt: Morgen, 09:00 Uhr');
    cleanup();
    await open(
      { '/operator/request': json(200, request({ receivedAt: '2027-03-09T08:00:00.000Z' })) },
      'en',
    );
    expect(screen.getByRole('region', { name: 'Overview' })).toHaveTextContent(
      'Answer overdue (promised: Today, 09:00)',
    );
    cleanup();
    // Received at 10:00 for a ride at 15:00: it starts before the promised answer.
    const soon = request({
      receivedAt: '2027-03-10T09:00:00.000Z',
      booking: { ...request().booking, date: '2027-03-10', time: '15:00' },
    });
    await open({ '/operator/request': json(200, soon) }, 'en');
    expect(screen.getByRole('region', { name: 'Overview' })).toHaveTextContent(
      'Short notice: the ride starts before the promised answer (Tomorrow, 10:00)',
    );
    cleanup();
    await open({
      '/operator/request': json(
        200,
        request({ receivedAt: '2027-03-09T08:00:00.000Z', status: 'confirmed' }),
      ),
    });
    expect(screen.getByRole('region', { name: 'Überblick' })).not.toHaveTextContent(/Antwort/);
  });

  it("says a day outside the tour's season in the mail's words, and only then", async () => {
    const eaglesNest = (date: string) =>
      request({ booking: { ...request().booking, service: 'eaglesTour', date } });
    await open({ '/operator/request': json(200, eaglesNest('2027-11-12')) });
    // As the operator's mail has it on top (mail/compose.test.ts).
    expect(
      screen.getByText('Außerhalb der Saison (Mai bis September): eine Alternative vorschlagen'),
    ).toBeInTheDocument();
    cleanup();
    await open({ '/operator/request': json(200, eaglesNest('2027-06-12')) });
    expect(screen.queryByText(/Saison/)).toBeNull();
  });

  it('asks for a price before it confirms, and for a deposit not above it', async () => {
    const { calls, user } = await open({});
    // A transfer has no list price to show.
    expect(screen.getByLabelText(/Preis \(€\)/)).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(
      await screen.findByText('Bitte geben Sie einen Preis über 0 € an, z. B. 180 oder 180,50'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Preis \(€\)/)).toHaveFocus());
    await user.type(screen.getByLabelText(/Preis \(€\)/), '540');
    await user.type(screen.getByLabelText('Anzahlung (€)'), '600');
    // The price the guest will be sent stands on the button that sends it.
    await user.click(screen.getByRole('button', { name: 'Für 540 € bestätigen' }));
    expect(
      await screen.findByText('Die Anzahlung darf den Preis nicht übersteigen'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Anzahlung (€)'));
    await user.type(screen.getByLabelText('Anzahlung (€)'), 'zehn');
    await user.click(screen.getByRole('button', { name: 'Für 540 € bestätigen' }));
    expect(
      await screen.findByText('Bitte geben Sie die Anzahlung in Euro an, z. B. 50 oder 50,50'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.route === '/operator/decide')).toEqual([]);
  });

  it('names on the button only a price the function takes', async () => {
    const { user } = await open({});
    await user.type(screen.getByLabelText(/Preis \(€\)/), '100.000');
    expect(screen.getByRole('button', { name: 'Für 100.000 € bestätigen' })).toBeInTheDocument();
    // One euro more than the function's limit.
    await user.clear(screen.getByLabelText(/Preis \(€\)/));
    await user.type(screen.getByLabelText(/Preis \(€\)/), '100001');
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeInTheDocument();
  });

  it('sends a decision only with its button: Enter in a one-line field sends nothing', async () => {
    const { calls, user } = await open({});
    await user.type(screen.getByLabelText(/Preis \(€\)/), '540{Enter}');
    await user.type(screen.getByLabelText('Treffpunkt'), 'Ankunftshalle{Enter}');
    expect(screen.getByLabelText('Treffpunkt')).toHaveValue('Ankunftshalle');
    expect(calls.filter((call) => call.route === '/operator/decide')).toEqual([]);
  });

  it('takes an amount’s error away once the amounts are edited', async () => {
    const { user } = await open({});
    await user.type(screen.getByLabelText(/Preis \(€\)/), '1.250');
    await user.type(screen.getByLabelText('Anzahlung (€)'), '2000');
    await user.click(screen.getByRole('button', { name: 'Für 1.250 € bestätigen' }));
    const error = 'Die Anzahlung darf den Preis nicht übersteigen';
    expect(await screen.findByText(error)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Preis \(€\)/));
    await user.type(screen.getByLabelText(/Preis \(€\)/), '2.500');
    expect(screen.queryByText(error)).not.toBeInTheDocument();
  });

  it('confirms with the amounts in cents and shows the decision', async () => {
    const confirmed = request({
      status: 'confirmed',
      decidedAt: '2027-03-10T09:15:00.000Z',
      decision: { priceCents: 54050, depositCents: 10000, meetingPoint: 'Arrivals hall' },
    });
    const { calls, user } = await open({ '/operator/decide': json(200, confirmed) }, 'en');
    await user.type(screen.getByLabelText(/Price \(€\)/), '540,50');
    const message = screen.getByLabelText('Message to the guest');
    expect(message).not.toHaveAccessibleDescription();
    await user.type(screen.getByLabelText('Deposit (€)'), '100');
    // The guest's mail names the deposit, not where to pay it: the message is the place.
    expect(message).toHaveAccessibleDescription(
      'With a deposit: say here where and by when it is to be paid.',
    );
    await user.type(screen.getByLabelText('Meeting point'), 'Arrivals hall');
    await user.click(screen.getByRole('button', { name: 'Confirm for €540.50' }));
    expect(await screen.findByRole('heading', { name: 'Decision: Confirmed' })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      route: '/operator/decide',
      session: SESSION,
      body: {
        decision: 'confirm',
        reference: 'SLZ-7K3M',
        priceCents: 54050,
        depositCents: 10000,
        meetingPoint: 'Arrivals hall',
        message: '',
      },
    });
    expect(screen.getByText('€540.50')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Decision: Confirmed' })).toHaveFocus(),
    );
    // A confirmed booking can still be cancelled, with a reason.
    expect(screen.getByRole('button', { name: 'Cancel the booking' })).toBeInTheDocument();
  });

  it('sends a decision pressed twice at once only once', async () => {
    const confirmed = request({ status: 'confirmed', decision: { priceCents: 20000 } });
    const { calls, user } = await open({ '/operator/decide': json(200, confirmed) });
    await user.type(screen.getByLabelText(/Preis \(€\)/), '200');
    const confirm = screen.getByRole('button', { name: 'Für 200 € bestätigen' });
    // Two taps before the first has even loaded the check (a phone on a slow network).
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Entscheidung: Bestätigt' })).toBeVisible();
    expect(calls.filter((call) => call.route === '/operator/decide')).toHaveLength(1);
  });

  it('declines only with a reason', async () => {
    const declined = request({ status: 'declined', decision: { reason: 'Both cars are out.' } });
    const { calls, user } = await open({ '/operator/decide': json(200, declined) });
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(screen.getByRole('heading', { name: 'Anfrage ablehnen' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Preis/)).toBeNull();
    // "Zurück" and again: the focus follows the form, never falling to the page.
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ablehnen' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() => expect(screen.getByLabelText(/Grund/)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(await screen.findByText('Bitte nennen Sie dem Gast einen Grund')).toBeInTheDocument();
    expect(calls.some((call) => call.route === '/operator/decide')).toBe(false);
    await user.type(screen.getByLabelText(/Grund/), 'Both cars are out.');
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(await screen.findByText('Entscheidung: Abgelehnt')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      decision: 'decline',
      reference: 'SLZ-7K3M',
      reason: 'Both cars are out.',
    });
  });

  it('cancels a confirmed booking only with a reason, which takes the focus while missing', async () => {
    const confirmed = request({ status: 'confirmed', decision: { priceCents: 54050 } });
    const cancelled = request({
      status: 'cancelled',
      decidedAt: '2027-03-11T16:45:00.000Z',
      decision: { priceCents: 54050, reason: 'The car broke down.' },
      history: [
        { event: 'received', at: '2027-03-10T08:00:00.000Z', actor: 'visitor' },
        { event: 'confirmed', at: '2027-03-10T09:15:00.000Z', actor: 'operator' },
        { event: 'cancelled', at: '2027-03-11T16:45:00.000Z', actor: 'operator' },
      ],
    });
    const { calls, user } = await open(
      { '/operator/request': json(200, confirmed), '/operator/decide': json(200, cancelled) },
      'en',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    await waitFor(() => expect(screen.getByLabelText(/^Reason/)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cancel the booking' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    await waitFor(() => expect(screen.getByLabelText(/^Reason/)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Please give the guest a reason')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Reason/)).toHaveFocus());
    expect(screen.getByLabelText(/^Reason/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.route === '/operator/decide')).toBe(false);
    await user.type(screen.getByLabelText(/^Reason/), 'The car broke down.');
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Decision: Cancelled')).toBeInTheDocument();
    // Confirmed, then cancelled: each time under its own name.
    const decided = screen.getByRole('region', { name: 'Decision: Cancelled' });
    expect(
      within(decided)
        .getAllByRole('term')
        .map((term) => `${textOf(term)}: ${textOf(term.nextElementSibling)}`),
    ).toEqual([
      'Price: €540.50',
      'Reason: The car broke down.',
      'Confirmed on: Wednesday, 10 March 2027, 10:15',
      'Cancelled on: Thursday, 11 March 2027, 17:45',
    ]);
    expect(calls.at(-1)?.body).toEqual({
      decision: 'cancel',
      reference: 'SLZ-7K3M',
      reason: 'The car broke down.',
    });
  });

  it('shows the first decision when another device decided first (409)', async () => {
    const first = request({
      status: 'declined',
      decidedAt: '2027-03-10T09:15:00.000Z',
      decision: { reason: 'Fully booked that day.' },
    });
    const { user } = await open({
      '/operator/decide': json(409, { error: 'already_decided', request: first }),
    });
    await user.type(screen.getByLabelText(/Preis \(€\)/), '540');
    await user.click(screen.getByRole('button', { name: 'Für 540 € bestätigen' }));
    const notice = await screen.findByText(/Schon entschieden/);
    expect(notice.closest('[role="alert"]')).toHaveTextContent(
      'Schon entschieden. Diese Anfrage wurde bereits abgelehnt (Mittwoch, 10. März, 10:15 Uhr). Ihre Eingaben wurden nicht gesendet; Sie sehen jetzt die erste Entscheidung.',
    );
    expect(screen.getByText('Fully booked that day.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /bestätigen/i })).toBeNull();
  });

  it('says so when the decision could not be sent, and keeps what was typed', async () => {
    const { user } = await open({ '/operator/decide': json(503, { error: 'unavailable' }) });
    await user.type(screen.getByLabelText(/Preis \(€\)/), '540');
    await user.click(screen.getByRole('button', { name: 'Für 540 € bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Das hat nicht geklappt (Fehler 503). Nichts wurde gesendet.',
    );
    expect(screen.getByLabelText(/Preis \(€\)/)).toHaveValue('540');
  });
});
