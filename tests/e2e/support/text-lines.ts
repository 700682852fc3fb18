/**
 * Where short texts are drawn inside a block, as it runs in the page (`locator.evaluate`): one
 * function with everything it uses inside it, since only its source text reaches the browser.
 */

/** How a text is drawn: on how many lines, and whether it reaches past the block's right edge. */
export type TextLines =
  { text: string; lines: number; out: boolean } | { text: string; missing: true };

/**
 * Each text's first occurrence in the block's text, which may run across several text nodes (a
 * value split by inline elements), measured by the line boxes its letters are drawn on.
 */
export function linesOfTexts(block: Element, texts: string[]): TextLines[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  const whole = nodes.map((node) => node.data).join('');
  const edge = block.getBoundingClientRect().right + 0.5;
  return texts.map((text) => {
    const start = whole.indexOf(text);
    if (start < 0) return { text, missing: true as const };
    const end = start + text.length;
    const range = document.createRange();
    let offset = 0;
    for (const node of nodes) {
      const after = offset + node.data.length;
      if (start >= offset && start < after) range.setStart(node, start - offset);
      if (end > offset && end <= after) range.setEnd(node, end - offset);
      offset = after;
    }
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    return {
      text,
      lines: new Set(rects.map((rect) => Math.round(rect.bottom))).size,
      out: range.getBoundingClientRect().right > edge,
    };
  });
}
