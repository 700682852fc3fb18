import type { Page } from '@playwright/test';

/**
 * What moves on screen while the HTML is still arriving (docs/testing.md, partial paints).
 * Chromium paints a page before its parser has reached the end: on a slow link, or whenever the
 * parser yields. Each cut is one such moment: the document up to the start of one element (that
 * element still empty), nothing after it. Whatever was already on screen at that moment and
 * stands elsewhere once the whole page is there moved in front of the visitor: a layout shift.
 * It found the contact page's heading block, whose margin, empty, fell through its parent's top
 * (docs/decisions/prerendering-and-boot.md, a page drawn before it has all arrived).
 *
 * Run on the prerendered page without script: the cuts take the DOM apart and put it back.
 */
export async function partialPaintShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Chromium counts a move from 3 px on (its layout-shift threshold).
    const THRESHOLD = 3;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const painted = element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      return painted && box.width > 0 && box.height > 0 ? box : null;
    };
    const name = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} '${text}'`;
    };
    // Where each thing comes to rest: an entrance animation (a section rising 16 px) would
    // count as a move, and starts again on each part put back.
    const still = document.head.appendChild(document.createElement('style'));
    still.textContent =
      '*, ::before, ::after { animation: none !important; transition: none !important; }';
    // Every part drawn: Chromium decides which `content-visibility: auto` parts are near the
    // screen in its next frame, not when a script measures, and a part taken out and put back
    // forgets its drawn size. Measured at once, a footer part stood 26 px apart from one run to
    // the next (1 in 8 sweeps of the 404 page at 768 px). A part on the screen is always drawn
    // before the frame is shown, and only what is on the first screen is compared. Drawn, such a
    // part still contains its layout (an empty heading's margin stays inside it): so here too.
    const skippable = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    for (const element of skippable) {
      element.style.contentVisibility = 'visible';
      element.style.contain = 'layout style paint';
    }
    const elements = [...document.body.querySelectorAll('*')].filter(
      (element) => !element.closest('svg') || element.tagName.toLowerCase() === 'svg',
    );
    const final = new Map<Element, DOMRect>();
    for (const element of elements) {
      const box = shown(element);
      if (box && box.top < innerHeight) final.set(element, box);
    }

    const findings = new Set<string>();
    // A part held back while the page arrives must show once it is whole: a rule that waits for
    // what follows a part that is last in its parent would hide it for good.
    for (const element of elements) {
      const parent = element.parentElement;
      if (
        element.checkVisibility() &&
        getComputedStyle(element).visibility === 'hidden' &&
        parent !== null &&
        getComputedStyle(parent).visibility !== 'hidden' &&
        (element.textContent ?? '').trim() !== ''
      ) {
        findings.add(`${name(element)} is hidden on the whole page`);
      }
    }
    for (const cut of final.keys()) {
      // Take away what the parser has not reached: the cut's children, then everything after
      // the cut and after each of its ancestors; each with the node it stood before.
      const taken: [ParentNode, ChildNode, ChildNode | null][] = [];
      const take = (node: ChildNode) => {
        taken.push([node.parentNode!, node, node.nextSibling]);
        node.remove();
      };
      while (cut.lastChild) take(cut.lastChild);
      for (let node: Element = cut; node !== document.body; node = node.parentElement!) {
        while (node.nextSibling) take(node.nextSibling);
      }
      for (const [element, before] of final) {
        if (element === cut) break;
        if (!element.isConnected) continue;
        const box = shown(element);
        if (!box) continue;
        // A box that only grows or shrinks from one corner (a group aligned to the right that
        // widens as its items come) moved nothing drawn: Chromium counts none. One moved whole
        // did: both its corners move.
        const moved = Math.min(
          Math.max(Math.abs(box.top - before.top), Math.abs(box.left - before.left)),
          Math.max(Math.abs(box.bottom - before.bottom), Math.abs(box.right - before.right)),
        );
        if (moved >= THRESHOLD) {
          findings.add(
            `${name(element)} ${Math.round(box.left)},${Math.round(box.top)} → ` +
              `${Math.round(before.left)},${Math.round(before.top)} while ${name(cut)} is empty`,
          );
        }
      }
      for (const [parent, node, next] of taken.reverse()) parent.insertBefore(node, next);
    }
    still.remove();
    for (const element of skippable) {
      element.style.removeProperty('content-visibility');
      element.style.removeProperty('contain');
    }
    return [...findings];
  });
}
