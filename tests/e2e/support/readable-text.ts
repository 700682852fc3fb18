import type { Locator } from '@playwright/test';

/**
 * What a visitor reads in a part of the page: its text, the images' alternatives and the labels
 * and titles of its controls, and the page's title. A part marked as another language (the
 * flags, the offer of English) is that language's, not a leak.
 */
export function readableText(scope: Locator): Promise<string> {
  return scope.evaluate((root) => {
    const lang = document.documentElement.lang;
    const parts: string[] = [document.title, '\n'];
    const visit = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        parts.push(node.textContent ?? '');
        return;
      }
      if (!(node instanceof Element)) return;
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(node.tagName)) return;
      const own = node.getAttribute('lang');
      if (own && own !== lang) return;
      for (const attribute of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = node.getAttribute(attribute);
        if (value) parts.push(`\n${value}\n`);
      }
      // Inline parts run on as one text (an e-mail address is three spans, one word to a reader);
      // anything else is a text of its own.
      const apart = getComputedStyle(node).display === 'inline' ? '' : '\n';
      parts.push(apart);
      node.childNodes.forEach(visit);
      parts.push(apart);
    };
    visit(root);
    return parts.join('');
  });
}
