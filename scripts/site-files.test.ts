import { describe, expect, it } from 'vitest';
import { redirectsFile, robotsTxt } from './site-files.ts';

describe('the host files', () => {
  it("rewrite one request in the console to the console's page, then answer 404 at the 404 pages' own addresses, before an English address falls to its 404", () => {
    // /404 and /en/404 answered 200 where a file stood, and the app drew a 404 page over it.
    const lines = redirectsFile(['/404', '/en/404']).split('\n');
    expect(lines.filter((line) => !line.endsWith(' 301'))).toEqual([
      '/betrieb/anfrage/*  /betrieb  200',
      '/en/operator/request/*  /en/operator  200',
      '/404  /404.html  404!',
      '/en/404  /en/404.html  404!',
      '/en/*  /en/404.html  404',
      '',
    ]);
  });

  it("move a page's address in the other language's place to the English page, before the English 404", () => {
    const lines = redirectsFile(['/404', '/en/404']).split('\n');
    const moves = lines.filter((line) => line.endsWith(' 301'));
    expect(moves).toContain('/contact  /en/contact  301');
    expect(moves).toContain('/en/kontakt  /en/contact  301');
    expect(moves).toContain('/en/eventservice  /en/event-service  301');
    expect(moves).toContain('/sound-of-music-tour  /en/sound-of-music-tour  301');
    // Never an address the site has, nor the home page.
    expect(moves.map((line) => line.split('  ')[0])).not.toContain('/kontakt');
    expect(moves.some((line) => line.startsWith('/  ') || line.startsWith('/en/  '))).toBe(false);
    expect(lines.indexOf('/en/kontakt  /en/contact  301')).toBeLessThan(
      lines.indexOf('/en/*  /en/404.html  404'),
    );
  });

  it('keep search engines out of the console and the function', () => {
    const robots = robotsTxt();
    expect(robots).toMatch(/^Disallow: \/betrieb$/m);
    expect(robots).toMatch(/^Disallow: \/en\/operator$/m);
    expect(robots).toMatch(/^Disallow: \/functions\/$/m);
    expect(robots).not.toContain('/anfrage');
    expect(robots).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
  });
});
