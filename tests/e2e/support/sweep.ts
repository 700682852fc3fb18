import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Locale } from '../../../src/lib/locales.ts';
import { layoutAddresses } from './layout-checks.ts';
import { notFoundPage, routeCases } from './routes.ts';

export type SweepAddress = {
  path: string;
  locale: Locale;
  /** The h1 a visitor reads. */
  heading: string;
  /** Where the other language's flag leads, when the address is a page of the site's table. */
  twin?: string;
  notFound: boolean;
};

function describe(address: string, locale: Locale): Omit<SweepAddress, 'path' | 'locale'> {
  const pathname = address.split('?')[0]!;
  const route = routeCases.find((candidate) =>
    locale === 'de' ? candidate.path === pathname : candidate.enPath === pathname,
  );
  if (!route) return { heading: notFoundPage[locale].heading, notFound: true };
  const twin = locale === 'de' ? route.enPath : route.path;
  return { heading: route[locale], notFound: false, ...(address === pathname ? { twin } : {}) };
}

/**
 * Every screen in both languages (./layout-checks.ts: each page, the contact page's second tab
 * and the 404 page), with what each must show. The German alias /eventservice's twin is the
 * English event page; an English page's twin its German address.
 */
export const sweepAddresses: SweepAddress[] = layoutAddresses.map(({ path: address, locale }) => ({
  path: address,
  locale,
  ...describe(address, locale),
}));

const dist = path.resolve(import.meta.dirname, '../../../dist');

/** The bytes of these scripts as the server sends them (brotli). */
export function scriptBytes(urls: string[]): number {
  let sum = 0;
  for (const url of urls) {
    const file = path.join(dist, new URL(url).pathname);
    // The build precompresses files over 512 bytes; smaller ones are counted compressed here.
    sum += existsSync(`${file}.br`)
      ? statSync(`${file}.br`).size
      : brotliCompressSync(readFileSync(file)).length;
  }
  return sum;
}

/**
 * The built files of the lazy part named `part` (its source file's name, `request-status` for
 * request-status.tsx) among `urls`, after making sure the build has such a part: a renamed or
 * merged part must fail the check that asks for it, not pass it unseen.
 */
export function partIn(part: string, urls: string[]): string[] {
  const named = new RegExp(`^${part}-[\\w-]+\\.js$`);
  if (!readdirSync(path.join(dist, 'assets')).some((file) => named.test(file))) {
    throw new Error(`the build has no part named ${part}`);
  }
  return urls.filter((url) => named.test(path.basename(new URL(url).pathname)));
}
