/**
 * The host's caching, in `npm run smoke`: a page or the worker kept without asking again would
 * name scripts that a later deployment removed (a CDN's default, a day, is enough), and a script
 * not kept makes every visit on roaming download it again. What each address must get is the
 * one table of platform/cache-rules.ts, which `_headers` carries to the hosts that read it.
 */
import { cacheControlFor, IMMUTABLE } from '../platform/cache-rules.ts';
import { pathOf } from '../src/content/page-paths.ts';
import { attempt, fail, pass, request, type Check, type SmokeTarget } from './smoke-checks.ts';

const PATHS = [pathOf('home', 'de'), pathOf('home', 'en'), '/sw.js'];

function judge(name: string, expected: string, got: string | null): Check {
  if (got === null) return fail(name, 'no Cache-Control: a browser or CDN keeps it as it likes');
  if (expected === IMMUTABLE) {
    return /\bimmutable\b/.test(got) && /\bmax-age=31536000\b/.test(got)
      ? pass(name, got)
      : fail(name, `${got}: a file named by its hash should be kept a year (${IMMUTABLE})`);
  }
  return /\bno-cache\b|\bno-store\b|\bmax-age=0\b/.test(got)
    ? pass(name, got)
    : fail(name, `${got}: kept without asking again, it can name scripts a deployment removed`);
}

export async function cacheChecks({ siteUrl }: SmokeTarget): Promise<Check[]> {
  const check = (path: string) =>
    attempt(`cache of ${path}`, async () => {
      const name = `cache of ${path}`;
      const answer = await request(new URL(path, siteUrl).toString());
      if (answer.status !== 200) return fail(name, `answered ${answer.status}`);
      return judge(name, cacheControlFor(path), answer.headers.get('cache-control'));
    });
  const home = await request(new URL('/', siteUrl).toString())
    .then((answer) => answer.text())
    .catch(() => '');
  // The boot script names the entry (data-entry), a link the styles.
  const asset = /\/assets\/[\w.-]+\.(?:js|css)\b/.exec(home)?.[0];
  return Promise.all([
    ...PATHS.map(check),
    asset ? check(asset) : fail('cache of an asset', 'the home page names no file in /assets/'),
  ]);
}
