import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusAnswer } from '#shared/schemas/lifecycle.ts';
import { business } from '../../content/business.ts';
import { loadCatalog } from '../../lib/i18n.ts';
import { listMyRequests, rememberRequest, saveStatus } from '../../lib/my-requests.ts';
import { leaveAndComeBack } from '../../test/come-back.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { clearMemoryDatabases } from '../forms/test-support/memory-idb-keyval.ts';
import { RequestsView } from './requests-view.tsx';
import { textOf } from '../../test/text.ts';

vi.mock('idb-keyval', () => import('../forms/test-support/memory-idb-keyval.ts'));

/** No booking kept on the device for the network. */
const NONE_KEPT = { bookings: [], late: [], messages: 0, unreachable: false };

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const OTHER = 'ZyXwVuTsRqPoNmLkJiHgFe';

/** TOKEN's entry as the device kept it when the server answered the booking. */
const SENT = {
  token: TOKEN,
  reference: 'SLZ-7K3M',
  locale: 'en',
  createdAt: '2026-11-26T09:42:00.000Z',
  trip: { service: 'airportTransfer', date: '2026-12-03', time: '14:30' },
} as const;

const answer = (extra: Partial<StatusAnswer> = {}): StatusAnswer => ({
  reference: 'SLZ-7K3M',
  status: 'requested',
  locale: 'en',
  // Thursday 26 November 2026, 10:42 in Salzburg; answered by Friday at the same time.
  receivedAt: '2026-11-26T09:42:00.000Z',
  answerBy: '2026-11-27T09:42:00.000Z',
  booking: {
    service: 'airportTransfer',
    carType: 'v-klasse',
    date: '2026-12-03',
    time: '14:30',
    passengers: 3,
    flightNumber: 'OS 915',
  },
  ...extra,
});

type Call = { url: string; body: unknown };

/** The function's /status route: answers by token, or no network at all. */
function statusRoute(answers: Record<string, StatusAnswer | 404> | 'offline') {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { token: string };
      calls.push({ url: String(input), body });
      if (answers === 'offline') throw new TypeError('Failed to fetch');
      const found = answers[body.token];
      if (!found || found === 404) return Response.json({ error: 'not_found' }, { status: 404 });
      return Response.json(found, { status: 200 });
    }),
  );
  return calls;
}

beforeAll(async () => {
  // The page's own catalog only, as the page loads it (lingui.config.ts).
  await loadCatalog('requests');
});

beforeEach(() => {
  vi.stubGlobal('indexedDB', {});
  clearMemoryDatabases();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The status page of TOKEN in English, its confirmation panel and that panel's facts. */
async function confirmedInEnglish() {
  await renderWithProviders(<RequestsView kept={NONE_KEPT} />, {
    path: `/en/request#t=${TOKEN}`,
    locale: 'en',
  });
  const panel = (await screen.findByText('Your booking is confirmed')).closest('section')!;
  const facts = within(panel)
    .getAllByRole('term')
    .map((term) => `${textOf(term)}: ${textOf(term.nextElementSibling)}`);
  return { panel, facts };
}

describe('one request by its link', () => {
  it('asks for its status with the token and says it is not yet confirmed, and until when', async () => {
    // Thursday 26 November 2026, 12:00 in Salzburg: before the answer is due.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 26, 11) });
    const calls = statusRoute({ [TOKEN]: answer() });
    await renderWithProviders(<RequestsView kept={NONE_KEPT} />, { path: `/anfrage#t=${TOKEN}` });
    expect(await screen.findByText('Noch nicht bestätigt')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ihre Anfrage');
    expect(screen.getByTestId('status-reference')).toHaveTextContent('SLZ-7K3M');
    // The tab names the request, not the list the address stands for.
    await waitFor(() => expect(document.title).toBe(`Ihre Anfrage SLZ-7K3M | ${business.name}`));
    expect(
      screen.getByText(/Wir prüfen die Verfügbarkeit und antworten Ihnen bis/),
    ).toHaveTextContent(
      'Wir prüfen die Verfügbarkeit und antworten Ihnen bis Freitag, 27. November, 10:42 Uhr (Salzburger Zeit).',
    );
    expect(calls).toEqual([
      {
        url: `${window.location.origin}/functions/v1/send-notification/status`,
        body: { token: TOKEN },
      },
    ]);
    // The summary, and the request joins "My requests" on this device with its answer.
    expect(screen.getByText('Flughafentransfer')).toBeInTheDocument();
    expect(await listMyRequests()).toEqual([
      expect.objectContaining({ token: TOKEN, reference: 'SLZ-7K3M', last: answer() }),
    ]);
  });

  it('says to call once the time we meant to answer by has passed', async () => {
    // Friday 27 November 2026, 10:43 in Salzburg: a minute past the answer's time.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 27, 9, 43) });
    statusRoute({ [TOKEN]: answer() });
    await renderWithProviders(<RequestsView kept={NONE_KEPT} />, {
      path: `/en/request#t=${TOKEN}`,
      locale: 'en',
    });
    expect(await screen.findByText('Not yet confirmed')).toBeInTheDocument();
    expect(screen.getByText(/^We meant to answer you by/)).toHaveTextContent(
      'We meant to answer you by Friday 27 November, 10:42 (Salzburg time) and have not yet. Please call us so that we can settle your ride straight away.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Not yet confirmed' })).getByRole('link', {
        name: '+43 662 870 870',
      }),
    ).toHaveAttribute('href', 'tel:+43662870870');
    expect(screen.queryByText(/We are checking availability/)).toBeNull();
  });

  it('says to call when the ride starts before the time we would answer by', async () => {
    // Thursday 26 November 2026, 12:00 in Salzburg; the answer is due on Friday at 10:42.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 26, 11) });
    const soon = answer({
      booking: { ...answer().booking, date: '2026-11-27', time: '10:30' },
      rideBeforeAnswer: true,
    });
    statusRoute({ [TOKEN]: soon });
    await renderWithProviders(<RequestsView kept={NONE_KEPT} />, {
      path: `/en/request#t=${TOKEN}`,
      locale: 'en',
    });
    const panel = (await screen.findByText('Not yet confirmed')).closest('section')!;
    expect(panel).toHaveTextContent(
      'Your ride starts before we would usually answer. Please call us so that we can confirm it in time.',
    );
    expect(within(panel).getByRole('link', { name: '+43 662 870 870' })).toHaveAttribute(
      'href',
      'tel:+43662870870',
    );
    expect(within(panel).queryByText(/will answer you by/)).toBeNull();
  });

  it('shows a confirmation with price, deposit, payment, meeting point and message, in English', async () => {
    statusRoute({
      [TOKEN]: answer({
        status: 'confirmed',
        decidedAt: '2026-11-26T12:00:00.000Z',
        booking: { ...answer().booking, pickupLocation: 'Salzburg Airport' },
        decision: {
          priceCents: 54050,
          depositCents: 10000,
          meetingPoint: 'Arrivals hall, with a name sign',
          message: 'Stefan will be your chauffeur.',
        },
      }),
    });
    const { panel, facts } = await confirmedInEnglish();
    expect(facts).toEqual([
      'Price: €540.50 incl. VAT',
      'Deposit: €100',
      'Payment: by bank transfer or in cash; the balance on the day of the ride at the latest',
      'Meeting point: Arrivals hall, with a name sign',
    ]);
    expect(within(panel).getByText('Stefan will be your chauffeur.')).toBeInTheDocument();
    expect(screen.getByText('Salzburg Airport')).toBeInTheDocument();
  });

  it('speaks of no balance when no deposit was asked for', async () => {
    statusRoute({
      [TOKEN]: answer({
        status: 'confirmed',
        decidedAt: '2026-11-26T12:00:00.000Z',
        decision: { priceCents: 48000 },
      }),
    });
    expect((await confirmedInEnglish()).facts).toEqual([
      'Price: €480 incl. VAT',
      'Payment: by bank transfer or in cash, on the day of the ride at the latest',
    ]);
  });

  it('shows a decline with its reason and the number to call', async () => {
    statusRoute({
      [TOKEN]: answer({ status: 'declined', decision: { reason: 'Both cars are booked.' } }),
    });
    await renderWithProviders(<RequestsView kept={NONE_KEPT} />, {
      path: `/en/request#t=${TOKEN}`,
      locale: 'en',
    });
    const panel = (await screen.findByText('We cannot confirm your request')).closest('section')!;
    expect(within(panel).getByText('Both cars are booked.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '+43 662 870 870' })).toHaveAttribute(
      'href',
      'tel:+43662870870',
    );
  });

  it('says a cancelled booking’s deposit comes back, and only with a deposit', async () => {
    statusRoute({
      [TOKEN]: answer({
        status: 'cancelled',
        decision: { reason: 'Our car broke down.', depositCents: 10000 },
      }),
    });
    await renderWithProviders(<RequestsView kept={NONE_KEPT} />, {
      path: `/en/request#t=${TOKEN}`,
      locale: 'en',
    });
    const panel = (await screen.findByText('Your booking is cancelled')).closest('section')!;
    expect(panel).toHaveTextContent(
      'If you have already paid the deposit of €100, we will refund it in full.',
    );
    expect(within(panel).getByText('Our car broke down.')).toBeInTheDocument();
  });

  it('shows the last answer kept on the device when offline, and says how old it is', async () => {
    await rememberRequest({
      token: TOKEN,
      reference: 'SLZ-7K3M',
      locale: 'de',
      createdAt: '2026-11-26T09:42:00.000Z',
    });
    await saveStatus(
      TOKEN,
      answer({ status: 'confirmed', decision: { priceCents: 54000 } }),
      Date.UTC(2026, 10, 26, 12),
    );
    statusRoute('offline');
    await renderWithProviders(<RequestsView kept={NONE_KEPT} />, { path: `/anfrage#t=${TOKEN}` });
    expect(await screen.findByText('Ihre Buchung ist bestätigt')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Keine Verbindung: Sie sehen den Stand vom Donnerstag, 26. November, 13:00 Uhr (Salzburger Zeit).',
    );
    expect(screen.getByTestId('status-price')).toHaveTextContent('540 €');
    // The reference stands above, so the help needs not say where to find it.
    expect(screen.getByText('Nennen Sie uns einfach Ihre Referenz.')).toBeInTheDocument();
  });

  it('asks again when the visitor comes back to it, as from the mail with the confirmation', async () => {
    const answers: Record<string, StatusAnswer> = { [TOKEN]: answer() };
    const calls = statusRoute(answers);
    await renderWithProviders(<RequestsView kept={NONE_KEPT} />, {
      path: `/en/request#t=${TOKEN}`,
      locale: 'en',
    });
    expect(await screen.findByText('Not yet confirmed')).toBeInTheDocument();
    answers[TOKEN] = answer({ status: 'confirmed', decision: { priceCents: 36000 } });
    leaveAndComeBack();
    expect(await screen.findByText('Your booking is confirmed')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('says so for a link the server does not know, and for a broken one', async () => {
    statusRoute({ [TOKEN]: 404 });
    const { unmount } = await renderWithProviders(<RequestsView kept={NONE_KEPT} />, {
      path: `/anfrage#t=${TOKEN}`,
    });
    expect(await screen.findByText(/Zu diesem Link finden wir keine Anfrage/)).toBeInTheDocument();
    // No reference is shown: the help says where it is.
    expect(
      screen.getByText(
        'Nennen Sie uns einfach Ihre Referenz: Sie steht im Betreff unserer E-Mail an Sie.',
      ),
    ).toBeInTheDocument();
    unmount();
    await renderWithProviders(<RequestsView kept={NONE_KEPT} />, { path: '/anfrage#t=kaputt' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Dieser Link ist unvollständig. Öffnen Sie ihn bitte noch einmal aus Ihrer E-Mail.',
    );
  });
});

describe('My requests', () => {
  it("lists this device's requests from its storage when offline, each with its last status", async () => {
    await rememberRequest(SENT);
    await saveStatus(TOKEN, answer({ status: 'confirmed' }), Date.UTC(2026, 10, 26, 12));
    await rememberRequest({
      token: OTHER,
      reference: 'SLZ-4QXR',
      locale: 'en',
      createdAt: '2026-11-27T08:00:00.000Z',
      trip: { service: 'eaglesTour', date: '2027-01-05', time: '09:00' },
    });
    const calls = statusRoute('offline');
    await renderWithProviders(<RequestsView kept={NONE_KEPT} />, {
      path: '/en/request',
      locale: 'en',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My requests' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No connection: you see the status last loaded.',
    );
    const cards = screen.getAllByRole('link', { name: /SLZ-/ });
    expect(cards.map(textOf)).toEqual([
      'SLZ-4QXREagle’s Nest TourTue, 5 January 2027, 09:00Sent on Friday, 27 November 2026, 09:00 (Salzburg time)',
      'SLZ-7K3MConfirmedAirport TransferThu, 3 December 2026, 14:30Sent on Thursday, 26 November 2026, 10:42 (Salzburg time)',
    ]);
    expect(cards[1]).toHaveAttribute('href', `/en/request#t=${TOKEN}`);
    expect(calls.map((call) => call.body)).toEqual([{ token: OTHER }, { token: TOKEN }]);
  });

  it('refreshes each when online', async () => {
    await rememberRequest({
      token: TOKEN,
      reference: 'SLZ-7K3M',
      locale: 'de',
      createdAt: '2026-11-26T09:42:00.000Z',
    });
    statusRoute({ [TOKEN]: answer({ status: 'declined' }) });
    await renderWithProviders(<RequestsView kept={NONE_KEPT} />, { path: '/anfrage' });
    expect(await screen.findByText('Abgelehnt')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks again for each when the visitor comes back to the list', async () => {
    await rememberRequest(SENT);
    const answers: Record<string, StatusAnswer> = { [TOKEN]: answer() };
    statusRoute(answers);
    await renderWithProviders(<RequestsView kept={NONE_KEPT} />, {
      path: '/en/request',
      locale: 'en',
    });
    const card = await screen.findByRole('link', { name: /SLZ-7K3M/ });
    await expect.poll(() => card.textContent).toMatch(/Requested/);
    answers[TOKEN] = answer({ status: 'confirmed' });
    leaveAndComeBack();
    await expect.poll(() => card.textContent).toMatch(/Confirmed/);
  });

  it('says to call on a request still undecided past the time we meant to answer by', async () => {
    await rememberRequest(SENT);
    // Friday 27 November 2026, 10:43 in Salzburg: a minute past the answer's time.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 27, 9, 43) });
    const answers: Record<string, StatusAnswer> = { [TOKEN]: answer() };
    statusRoute(answers);
    const { unmount } = await renderWithProviders(<RequestsView kept={NONE_KEPT} />, {
      path: '/en/request',
      locale: 'en',
    });
    const card = await screen.findByRole('link', { name: /SLZ-7K3M/ });
    await expect.poll(() => card.textContent).toMatch(/Our answer is overdue: please call us\.$/);
    // A minute before it, nothing is overdue.
    unmount();
    vi.setSystemTime(Date.UTC(2026, 10, 27, 9, 41));
    await renderWithProviders(<RequestsView kept={NONE_KEPT} />, {
      path: '/en/request',
      locale: 'en',
    });
    const again = await screen.findByRole('link', { name: /SLZ-7K3M/ });
    await expect.poll(() => again.textContent).toMatch(/Requested/);
    expect(again).not.toHaveTextContent(/overdue/);
  });

  it('says to call on a request whose ride starts before the time we would answer by', async () => {
    await rememberRequest(SENT);
    // Thursday 26 November 2026, 12:00 in Salzburg; the answer is due on Friday at 10:42.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 26, 11) });
    // The server works out whether the ride comes first (lifecycle-routes.test.ts).
    const ride = (time: '10:30' | '11:00') =>
      answer({
        booking: { ...answer().booking, date: '2026-11-27', time },
        ...(time === '10:30' ? { rideBeforeAnswer: true as const } : {}),
      });
    const answers: Record<string, StatusAnswer> = { [TOKEN]: ride('10:30') };
    statusRoute(answers);
    const { unmount } = await renderWithProviders(<RequestsView kept={NONE_KEPT} />, {
      path: '/en/request',
      locale: 'en',
    });
    const card = await screen.findByRole('link', { name: /SLZ-7K3M/ });
    await expect.poll(() => card.textContent).toMatch(/Your ride is soon: please call us\.$/);
    // A ride after the answer's time: nothing to call about yet.
    unmount();
    answers[TOKEN] = ride('11:00');
    await renderWithProviders(<RequestsView kept={NONE_KEPT} />, {
      path: '/en/request',
      locale: 'en',
    });
    const again = await screen.findByRole('link', { name: /SLZ-7K3M/ });
    await expect.poll(() => again.textContent).toMatch(/Requested/);
    expect(again).not.toHaveTextContent(/call us/);
  });

  it('lists a booking kept on the device for the network first, as waiting, without a link', async () => {
    await rememberRequest(SENT);
    statusRoute('offline');
    const kept = {
      // Kept on Friday 27 November 2026 at 08:00 in Salzburg.
      bookings: [
        {
          key: 'k1',
          keptAt: Date.UTC(2026, 10, 27, 7),
          trip: { service: 'eaglesTour' as const, date: '2027-01-05', time: '09:00' },
        },
      ],
      late: [],
      messages: 0,
      unreachable: false,
    };
    const { unmount } = await renderWithProviders(<RequestsView kept={kept} />, {
      path: '/en/request',
      locale: 'en',
    });
    const items = await screen.findAllByRole('listitem');
    expect(items.map(textOf)).toEqual([
      'Waiting for a connectionEagle’s Nest TourTue, 5 January 2027, 09:00Kept on this device on Friday, 27 November 2026, 08:00 (Salzburg time). It is sent by itself once you are online, and then gets its reference.',
      expect.stringMatching(/^SLZ-7K3M/),
    ]);
    expect(within(items[0]!).queryByRole('link')).toBeNull();
    // After a day online without delivery: to call instead. Each card says its own: the one
    // kept an hour ago still waits.
    unmount();
    const later = { key: 'k2', keptAt: Date.UTC(2026, 10, 28, 7) };
    await renderWithProviders(
      <RequestsView kept={{ ...kept, bookings: [...kept.bookings, later], late: ['k1'] }} />,
      { path: '/en/request', locale: 'en' },
    );
    // Newest first, as the sent ones.
    const [waiting, late] = await screen.findAllByRole('listitem');
    expect(late).toHaveTextContent(/^Not delivered.*not delivered yet: please call us\.$/);
    expect(waiting).toHaveTextContent(/^Waiting for a connectionKept on this device on Saturday/);
  });

  it('says nothing was sent only when nothing waits on the device either', async () => {
    statusRoute({});
    const kept = {
      bookings: [{ key: 'k1', keptAt: Date.UTC(2026, 10, 27, 7) }],
      late: [],
      messages: 0,
      unreachable: false,
    };
    await renderWithProviders(<RequestsView kept={kept} />, { path: '/anfrage' });
    expect(await screen.findByText('Wartet auf Netz')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fahrt buchen' })).toBeNull();
  });

  it('says that contact messages wait too: the header counts them and links here', async () => {
    statusRoute({});
    const kept = {
      bookings: [{ key: 'k1', keptAt: Date.UTC(2026, 10, 27, 7) }],
      late: [],
      messages: 1,
      unreachable: false,
    };
    await renderWithProviders(<RequestsView kept={kept} />, { path: '/en/request', locale: 'en' });
    expect(
      await screen.findByText('1 message from the contact form is also waiting to be delivered.'),
    ).toBeInTheDocument();
  });

  it('says, online, that a kept booking waits for our service, not for the network', async () => {
    statusRoute({});
    const kept = {
      bookings: [{ key: 'k1', keptAt: Date.UTC(2026, 10, 27, 7) }],
      late: [],
      messages: 2,
      unreachable: true,
    };
    await renderWithProviders(<RequestsView kept={kept} />, { path: '/en/request', locale: 'en' });
    const [card] = await screen.findAllByRole('listitem');
    expect(card).toHaveTextContent(
      'Sending againKept on this device on Friday, 27 November 2026, 08:00 (Salzburg time). Our booking service cannot be reached right now; we keep trying automatically. If it is urgent, please call us.',
    );
    expect(screen.queryByText(/once you are online/)).toBeNull();
    expect(
      screen.getByText('2 messages from the contact form are also waiting to be delivered.'),
    ).toBeInTheDocument();
  });

  it('offers the booking form when this device sent nothing yet', async () => {
    statusRoute({});
    document.title = `Ihre Anfrage SLZ-7K3M | ${business.name}`;
    await renderWithProviders(<RequestsView kept={NONE_KEPT} />, { path: '/anfrage' });
    // Back from a request's view: the list's title again.
    await waitFor(() => expect(document.title).toBe(`Meine Anfragen | ${business.name}`));
    expect(await screen.findByRole('link', { name: 'Fahrt buchen' })).toHaveAttribute(
      'href',
      '/kontakt',
    );
  });
});
