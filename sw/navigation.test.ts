import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../src/lib/locales.ts';

const choice = vi.hoisted(() => ({ value: undefined as Locale | undefined }));
vi.mock('../src/lib/language-choice.ts', () => ({ workerChoice: async () => choice.value }));

const { languageRedirect, notFoundLanguage, offlineNavigation } = await import('./navigation.ts');

const page = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head>` +
  '<link rel="alternate" hreflang="de" href="https://www.example.at/flughafen">' +
  '<link rel="alternate" hreflang="en" href="https://www.example.at/en/airport-transfer">' +
  '</head></html>';

async function respond(url: string, html: string, mode: RequestMode = 'navigate') {
  const request = { url, mode } as Request;
  const response = new Response(html, { headers: { 'Content-Type': 'text/html' } });
  const answer = await languageRedirect.handlerWillRespond!({
    request,
    response,
    event: new Event('fetch') as ExtendableEvent,
    state: {},
  });
  return answer;
}

describe("the worker's language redirect", () => {
  beforeEach(() => {
    choice.value = undefined;
  });

  it('sends a visitor who chose English from a German page to its English version', async () => {
    choice.value = 'en';
    const answer = await respond('https://site.test/flughafen?ref=mail', page('de'));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('https://site.test/en/airport-transfer?ref=mail');
    // A German alias goes to its page's English version.
    const alias = await respond('https://site.test/eventservice', page('de'));
    expect(alias.headers.get('Location')).toBe('https://site.test/en/event-service');
  });

  it('leaves everyone and everything else alone', async () => {
    for (const [value, url, html, mode] of [
      [undefined, 'https://site.test/flughafen', page('de'), 'navigate'],
      ['de', 'https://site.test/flughafen', page('de'), 'navigate'],
      ['en', 'https://site.test/en/airport-transfer', page('en'), 'navigate'],
      ['en', 'https://site.test/404.html', '<html lang="de"></html>', 'navigate'],
      ['en', 'https://site.test/no-such-page', '<html lang="de"></html>', 'navigate'],
      ['en', 'https://site.test//evil.example?x=1', '<html lang="de"></html>', 'navigate'],
      ['en', 'https://site.test/%6Bontakt', '<html lang="de"></html>', 'navigate'],
      ['en', 'https://site.test/flughafen', page('de'), 'cors'],
    ] as const) {
      choice.value = value;
      const answer = await respond(url, html, mode);
      expect(answer.status, `${value} ${url} ${mode}`).toBe(200);
    }
  });
});

describe("the worker's 404 page for a visitor who chose English", () => {
  const missing = async (url: string, status = 404) =>
    notFoundLanguage.handlerWillRespond!({
      request: { url, mode: 'navigate' } as Request,
      response: new Response('<html lang="de"></html>', { status }),
      event: new Event('fetch') as ExtendableEvent,
      state: {},
    });

  it('sends a German-looking address the site does not have to the English 404 page', async () => {
    choice.value = 'en';
    const answer = await missing('https://site.test/gibt-es-nicht?x=1');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('https://site.test/en/404');
  });

  it('leaves the German visitor, English addresses and found pages alone', async () => {
    for (const [value, url, status] of [
      [undefined, 'https://site.test/gibt-es-nicht', 404],
      ['de', 'https://site.test/gibt-es-nicht', 404],
      ['en', 'https://site.test/en/no-such-page', 404],
      ['en', 'https://site.test/betrieb', 200],
    ] as const) {
      choice.value = value;
      expect((await missing(url, status)).status, `${value} ${url}`).toBe(status);
    }
  });
});

describe("the worker's answer to a navigation offline", () => {
  it("moves a page's address in the other language's place to the English page it keeps", async () => {
    for (const [url, location] of [
      ['https://site.test/contact?tab=contact', 'https://site.test/en/contact?tab=contact'],
      ['https://site.test/en/flughafen', 'https://site.test/en/airport-transfer'],
    ] as const) {
      const answer = await offlineNavigation({ url, mode: 'navigate' } as Request);
      expect(answer.status, url).toBe(302);
      expect(answer.headers.get('Location')).toBe(location);
    }
  });
});
