/** Reading prerendered HTML as a search engine does: without running any script. */

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&#x27;': "'",
  '&#39;': "'",
  '&quot;': '"',
};

/** The text of the page's h1. */
export function headingOf(html: string): string {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return h1
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|#x27|#39|quot);/g, (entity) => ENTITIES[entity]!);
}

/** The page's `<link rel="alternate" hreflang>` links as language → address. */
export function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
}

/** The page's canonical address. */
export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
}

/** The `lang` of the page's `<html>`. */
export function langOf(html: string): string | undefined {
  return /<html lang="([^"]+)"/.exec(html)?.[1];
}
