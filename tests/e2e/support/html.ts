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
