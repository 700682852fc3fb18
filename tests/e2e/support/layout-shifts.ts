import type { Page } from '@playwright/test';

declare global {
  interface Window {
    layoutShift: number;
    layoutShifts: string[];
  }
}

/**
 * An init script (`page.addInitScript(watchLayoutShifts)`): sums every layout shift of the
 * document from its first byte on, and describes each (its score, when, and what moved where).
 */
export function watchLayoutShifts() {
  window.layoutShift = 0;
  window.layoutShifts = [];
  type Shift = PerformanceEntry & {
    value: number;
    sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      window.layoutShift += entry.value;
      const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
        const name = node instanceof Element ? `${node.tagName}.${node.className}` : node?.nodeName;
        return `${name} y ${from.y}→${to.y} h ${from.height}→${to.height}`;
      });
      window.layoutShifts.push(
        `${entry.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms: ${moved.join('; ')}`,
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** What `watchLayoutShifts` has counted so far in the page's document. */
export async function layoutShifts(page: Page): Promise<{ score: number; shifts: string[] }> {
  return page.evaluate(() => ({ score: window.layoutShift, shifts: window.layoutShifts }));
}
