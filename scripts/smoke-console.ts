/**
 * The operator's side of a deployment, in `npm run smoke`: the console answers (without
 * OPERATOR_PASSPHRASE every booking arrives by mail and none can be confirmed or declined), and
 * the button in the operator's mail opens it (the host serves a request's address with the
 * console's page: `_redirects`, or the same rewrite set up by hand).
 */
import {
  CONSOLE_PATHS,
  consoleRequestPath,
  LIFECYCLE_ROUTES,
} from '#shared/schemas/lifecycle-paths.ts';
import { attempt, fail, pass, request, type Check, type SmokeTarget } from './smoke-checks.ts';

/** A reference in the form the console reads; no request needs to exist for the page to load. */
const SAMPLE_REFERENCE = 'SLZ-2345';

export async function consoleChecks(target: SmokeTarget): Promise<Check[]> {
  return Promise.all([
    passphraseCheck(target),
    ...(['de', 'en'] as const).map((locale) => addressCheck(target, locale)),
  ]);
}

function passphraseCheck({ functionUrl, origins }: SmokeTarget): Promise<Check> {
  const name = 'console';
  return attempt(name, async () => {
    // Without a session: a configured console refuses it (401) and counts no failed sign-in.
    const answer = await request(`${functionUrl}${LIFECYCLE_ROUTES.list}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origins[0]! },
      body: '{}',
    });
    // The function's own refusal, not a gateway's (a JWT check left on answers 401 too).
    const body = (await answer.json().catch(() => null)) as { error?: string } | null;
    if (answer.status === 401 && body?.error === 'unauthorized') {
      return pass(name, 'on (401 without a session)');
    }
    if (answer.status === 503) {
      return fail(name, 'OPERATOR_PASSPHRASE is not set: no request can be confirmed or declined');
    }
    return fail(name, `answered ${answer.status}`);
  });
}

function addressCheck({ siteUrl }: SmokeTarget, locale: 'de' | 'en'): Promise<Check> {
  const path = consoleRequestPath(locale, SAMPLE_REFERENCE);
  const name = `console address ${path}`;
  return attempt(name, async () => {
    const [page, consolePage] = await Promise.all([
      request(new URL(path, siteUrl).toString()),
      request(new URL(CONSOLE_PATHS[locale], siteUrl).toString()),
    ]);
    if (page.status !== 200) {
      return fail(
        name,
        `answered ${page.status}: the mail's button needs the rewrite to ${CONSOLE_PATHS[locale]} (_redirects)`,
      );
    }
    if ((await page.text()) !== (await consolePage.text())) {
      return fail(
        name,
        `not the page of ${CONSOLE_PATHS[locale]}: the mail's button needs that rewrite`,
      );
    }
    return pass(name, `the console's page (${page.status})`);
  });
}
