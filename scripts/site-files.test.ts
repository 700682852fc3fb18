import { describe, expect, it } from 'vitest';
import { redirectsFile, robotsTxt } from './site-files.ts';

describe('the host files', () => {
  it("rewrite one request in the console to the console's page, then answer 404 at the 404 pages' own addresses, before an English address falls to its 404", () => {
    // /404 and /en/404 answered 200 where a file stood, and the app drew a 404 page over it.
    expect(redirectsFile(['/404', '/en/404']).split('\n')).toEqual([
      '/betrieb/anfrage/*  /betrieb  200',
      '/en/operator/request/*  /en/operator  200',
      '/404  /404.html  404!',
      '/en/404  /en/404.html  404!',
      '/en/*  /en/404.html  404',
      '',
    ]);
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
