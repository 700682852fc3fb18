import { describe, expect, it } from 'vitest';
import { redirectsFile } from './site-files.ts';

describe('the _redirects file', () => {
  it('answers 404 at the 404 pages’ own addresses, before an English address falls to its 404', () => {
    // /404 and /en/404 answered 200 where a file stood, and the app drew a 404 page over it.
    expect(redirectsFile(['/404', '/en/404']).split('\n')).toEqual([
      '/404  /404.html  404!',
      '/en/404  /en/404.html  404!',
      '/en/*  /en/404.html  404',
      '',
    ]);
  });
});
