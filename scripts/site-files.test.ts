import { describe, expect, it } from 'vitest';
import { redirectsFile, robotsTxt } from './site-files.ts';

describe('the host files', () => {
  it("rewrite one request in the console to the console's page, before the 404 rules", () => {
    expect(redirectsFile(['/404', '/en/404'])).toBe(
      [
        '/betrieb/anfrage/*  /betrieb  200',
        '/en/operator/request/*  /en/operator  200',
        '/en/*  /en/404.html  404',
        '',
      ].join('\n'),
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
