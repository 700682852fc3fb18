/**
 * The layout checks as they run inside the page (Playwright's `page.evaluate`): one function, with
 * everything it uses defined inside it, since only its source text reaches the browser. The
 * Node-side API and what each check means are in ./layout-checks.ts.
 */

/** Which check a finding comes from. */
type LayoutCheck =
  | 'overflow'
  | 'cut-text'
  | 'broken-word'
  | 'sticks-out'
  | 'squeezed'
  | 'targets'
  | 'header'
  | 'edges';

export type LayoutFinding = { check: LayoutCheck; message: string };

/** The site's elements the checks look at (the values for this site: SITE_LAYOUT in ./layout-checks.ts). */
export type LayoutSelectors = {
  /** The fixed header. */
  header: string;
  /** Its items: every visible one is checked for a box in view and for overlaps. */
  headerItems: string;
  /** The element whose left edge is the header content's. */
  headerEdge: string;
  /** The page's content containers in main: each one's content box starts at the common edge. */
  mainEdges: string;
  /** The footer's content lines: each one's content box starts at the common edge. */
  footerEdges: string;
  /** Parts a strip clips by design when they are not fully in it (carousel slides). */
  clippedByDesign: string;
};

/** Runs every check on the page as it is now; returns what it found, in words. */
export function probeLayout(selectors: LayoutSelectors): LayoutFinding[] {
  const findings: LayoutFinding[] = [];
  const seen = new Set<string>();
  const report = (check: LayoutCheck, message: string) => {
    if (seen.has(message)) return;
    seen.add(message);
    findings.push({ check, message });
  };
  const viewWidth = document.documentElement.clientWidth;
  const viewHeight = document.documentElement.clientHeight;
  const px = (value: number) => `${Math.round(value * 10) / 10}`;

  /** A short name a reader finds in the code: its classes, else its tag and a classed ancestor. */
  const describe = (element: Element): string => {
    const classes = [...element.classList].slice(0, 2);
    const name = element.getAttribute('name');
    let label = classes.length
      ? `.${classes.join('.')}`
      : `${element.tagName.toLowerCase()}${name ? `[name=${name}]` : ''}`;
    if (!classes.length) {
      const classed = element.parentElement?.closest('[class]');
      if (classed) label += ` in .${[...classed.classList].slice(0, 2).join('.')}`;
    }
    return label;
  };
  const quote = (text: string) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return `"${flat.length > 40 ? `${flat.slice(0, 39)}…` : flat}"`;
  };

  /** The consent boxes' size; the browser's own checkbox is 13 px, hard to hit with a thumb. */
  const MIN_BOX = 22;

  const SKIPPED_TAGS = new Set([
    'SCRIPT',
    'STYLE',
    'NOSCRIPT',
    'TEMPLATE',
    'HEAD',
    'svg',
    'SELECT',
    'TEXTAREA',
    'OPTION',
    'IFRAME',
  ]);
  /** Not drawn, or drawn only for screen readers (the visually-hidden pattern, 1 × 1 px, clipped). */
  const unseen = (element: Element, style: CSSStyleDeclaration): boolean => {
    if (element.getAttribute('aria-hidden') === 'true') return true;
    if (style.display === 'contents') return false;
    if (
      !element.checkVisibility({
        opacityProperty: true,
        visibilityProperty: true,
        contentVisibilityAuto: true,
      })
    ) {
      return true;
    }
    const box = element.getBoundingClientRect();
    const clipped =
      style.overflow !== 'visible' || style.clipPath !== 'none' || style.clip.startsWith('rect');
    return clipped && (box.width <= 1 || box.height <= 1);
  };
  /** An ancestor's padding box, where it cuts what it holds, per axis. */
  type Clip = { element: Element; left: number; right: number; top: number; bottom: number };
  const clipOf = (element: Element, style: CSSStyleDeclaration): Clip | undefined => {
    const clipsX = style.overflowX !== 'visible';
    const clipsY = style.overflowY !== 'visible';
    if (!clipsX && !clipsY) return undefined;
    const box = element.getBoundingClientRect();
    const border = (side: string) => parseFloat(style.getPropertyValue(`border-${side}-width`));
    return {
      element,
      left: clipsX ? box.left + border('left') : -Infinity,
      right: clipsX ? box.right - border('right') : Infinity,
      top: clipsY ? box.top + border('top') : -Infinity,
      bottom: clipsY ? box.bottom - border('bottom') : Infinity,
    };
  };
  const outside = (rect: DOMRect, clip: Clip) =>
    rect.right <= clip.left ||
    rect.left >= clip.right ||
    rect.bottom <= clip.top ||
    rect.top >= clip.bottom;
  const inside = (rect: DOMRect, clip: Clip) =>
    rect.left >= clip.left - 1 &&
    rect.right <= clip.right + 1 &&
    rect.top >= clip.top - 1 &&
    rect.bottom <= clip.bottom + 1;

  // Overflow: the document is no wider than the window.
  const pageWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  const stickingOut: string[] = [];

  // Broken words: a word drawn on two lines, split where the language allows no break (the last
  // resort of overflow-wrap). The words are the language's, so a break at a hyphen, a slash, an
  // en dash or between brackets ('6(1)(f)') is none; a soft hyphen ends a word.
  const words = new Intl.Segmenter(document.documentElement.lang || undefined, {
    granularity: 'word',
  });
  const lineOf = (rect: DOMRect) => Math.round(rect.top);
  const letterRange = document.createRange();
  /**
   * The line of a letter: its last box, since a range that starts right after a soft hyphen also
   * holds the hyphen drawn at the end of the line before.
   */
  const lineOfLetter = (node: Text, from: number, letter: string) => {
    letterRange.setStart(node, from);
    letterRange.setEnd(node, from + letter.length);
    const last = [...letterRange.getClientRects()].filter((rect) => rect.width > 0).at(-1);
    return last && lineOf(last);
  };
  const checkWords = (node: Text, parent: Element) => {
    for (const { segment, index, isWordLike } of words.segment(node.data)) {
      if (!isWordLike) continue;
      let start = index;
      for (const part of segment.split('\u00ad')) {
        const letters = [...part];
        const [first, last] = [letters[0], letters.at(-1)];
        const end = start + part.length;
        if (
          first &&
          last &&
          lineOfLetter(node, start, first) !== lineOfLetter(node, end - last.length, last)
        ) {
          report('broken-word', `${describe(parent)} "${part}" breaks inside the word`);
        }
        start = end + 1;
      }
    }
  };

  // Cut text: each text node against every ancestor that clips it, the window and its own box.
  const checkText = (node: Text, parent: Element, style: CSSStyleDeclaration, clips: Clip[]) => {
    const text = node.data;
    if (!text.trim()) return;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    if (!rects.length) return;
    const lineHeight = parseFloat(style.lineHeight);
    for (const clip of clips) {
      if (rects.every((rect) => outside(rect, clip))) return; // hidden by its box on purpose
    }
    if (new Set(rects.map(lineOf)).size > 1) checkWords(node, parent);
    for (const clip of clips) {
      const cut = rects.find((rect) => {
        // A glyph box is taller than a tight line box: that much above and below is not a cut.
        const slack =
          1 + (Number.isNaN(lineHeight) ? 0 : Math.max(0, (rect.height - lineHeight) / 2));
        return (
          rect.left < clip.left - 1 ||
          rect.right > clip.right + 1 ||
          rect.top < clip.top - slack ||
          rect.bottom > clip.bottom + slack
        );
      });
      if (cut) {
        const holder = clip.element as HTMLElement;
        const sizes =
          cut.right > clip.right + 1 || cut.left < clip.left - 1
            ? `scrollWidth ${holder.scrollWidth} > clientWidth ${holder.clientWidth}`
            : `scrollHeight ${holder.scrollHeight} > clientHeight ${holder.clientHeight}`;
        const where = holder === parent ? 'its box' : `its box ${describe(holder)}`;
        report('cut-text', `${describe(parent)} ${quote(text)} is cut by ${where} (${sizes})`);
        return;
      }
    }
    const out = rects.find((rect) => rect.left < -1 || rect.right > viewWidth + 1);
    if (out && out.left < viewWidth && out.right > 0) {
      report(
        'cut-text',
        `${describe(parent)} ${quote(text)} sticks out of the window (${px(out.left)} to ${px(out.right)} in ${viewWidth} px)`,
      );
      return;
    }
    // Its own box: the nearest ancestor laid out as a block (inline boxes wrap with their text).
    let box: Element | null = parent;
    while (box && ['inline', 'contents'].includes(getComputedStyle(box).display)) {
      box = box.parentElement;
    }
    if (!box) return;
    const frame = box.getBoundingClientRect();
    const over = rects.find((rect) => rect.left < frame.left - 1 || rect.right > frame.right + 1);
    if (over) {
      report(
        'cut-text',
        `${describe(box)} ${quote(text)} sticks out of its box (text ${px(over.left)} to ${px(over.right)}, box ${px(frame.left)} to ${px(frame.right)})`,
      );
    }
  };

  // Nothing past its card: a box drawn with a ground (a background or a shadow) is the card of
  // what it holds; what is drawn itself (a ground or a border) stays within it sideways.
  const visible = (color: string) => !/^rgba\(.*, 0\)$|^transparent$/.test(color);
  const paints = (style: CSSStyleDeclaration) =>
    visible(style.backgroundColor) ||
    style.backgroundImage !== 'none' ||
    style.boxShadow !== 'none';
  const lined = (style: CSSStyleDeclaration) =>
    ['top', 'right', 'bottom', 'left'].some(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
        style.getPropertyValue(`border-${side}-style`) !== 'none' &&
        visible(style.getPropertyValue(`border-${side}-color`)),
    );
  /**
   * `unnamed`: an ancestor reaching past the window is named already (the outermost says most),
   * or is fixed (a fixed box does not widen the page).
   */
  type Card = { element: Element; left: number; right: number };
  const walk = (element: Element, clips: Clip[], unnamed: boolean, card?: Card) => {
    if (SKIPPED_TAGS.has(element.tagName)) return;
    const style = getComputedStyle(element);
    if (unseen(element, style)) return;
    const box = element.getBoundingClientRect();
    if (element.matches(selectors.clippedByDesign) && clips[0] && !inside(box, clips[0])) return;
    const fixed = style.position === 'fixed';
    const drawn = paints(style);
    if (card && !fixed && (drawn || lined(style))) {
      if (box.left < card.left - 1 || box.right > card.right + 1) {
        report(
          'sticks-out',
          `${describe(element)} reaches past ${describe(card.element)} (${px(box.left)} to ${px(box.right)}; the card ${px(card.left)} to ${px(card.right)})`,
        );
      }
    }
    // A fixed box stands on no card: it is the card of what it holds, if it has a ground.
    const nextCard =
      drawn && element !== document.body
        ? { element, left: box.left, right: box.right }
        : fixed
          ? undefined
          : card;
    const out = !fixed && clips.length === 0 && box.right > viewWidth + 1;
    if (out && !unnamed) stickingOut.push(`${describe(element)} to ${px(box.right)}`);
    const clip = clipOf(element, style);
    const inner = clip ? [clip, ...clips] : clips;
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) checkText(child as Text, element, style, inner);
      else if (child.nodeType === Node.ELEMENT_NODE) {
        walk(child as Element, inner, unnamed || out || fixed, nextCard);
      }
    }
  };
  walk(document.body, [], false);
  if (pageWidth > viewWidth) {
    const culprits = stickingOut.slice(0, 4).join(', ');
    report(
      'overflow',
      `the page scrolls sideways: ${pageWidth} px wide in a ${viewWidth} px window${culprits ? ` (reaching out: ${culprits})` : ''}`,
    );
  }

  // Icons in their own proportions: a row that runs short shrinks a flex item's box, and an icon
  // is then drawn smaller inside it (the contact tabs' icons once shrank to nothing). An icon
  // is decoration (aria-hidden), so this looks at every drawn one; one meant to stretch says so.
  for (const icon of document.querySelectorAll('svg[viewBox]')) {
    if (/none|slice/.test(icon.getAttribute('preserveAspectRatio') ?? '')) continue;
    if (!icon.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const [, , width = 0, height = 0] = icon
      .getAttribute('viewBox')!
      .split(/[\s,]+/)
      .map(Number);
    const box = icon.getBoundingClientRect();
    if (!width || !height || box.width === 0 || box.height === 0) continue;
    if (Math.abs(box.width / box.height / (width / height) - 1) > 0.1) {
      report(
        'squeezed',
        `${describe(icon)} is drawn ${px(box.width)} × ${px(box.height)}, not in its ${width}:${height} proportions`,
      );
    }
  }

  // Form controls: the value, or else the placeholder, fits the control's content box.
  const measurer = document.createElement('span');
  // No transition: with reduced motion asked for, the site lets every change take 0.01 ms
  // (global.css), so the measure right after a change of font read the font before it.
  measurer.style.cssText =
    'position:absolute;visibility:hidden;white-space:pre;left:0;top:0;transition:none !important';
  document.body.append(measurer);
  const FONT = [
    'font-family',
    'font-size',
    'font-weight',
    'font-style',
    'font-stretch',
    'font-variant',
    'font-feature-settings',
    'font-variation-settings',
    'letter-spacing',
    'word-spacing',
    'text-transform',
  ];
  const textTypes = ['text', 'email', 'tel', 'url', 'search', 'number', 'password'];
  for (const control of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'input, select',
  )) {
    const style = getComputedStyle(control);
    if (unseen(control, style) || control.closest('[aria-hidden="true"]')) continue;
    // A select whose own text is transparent shows its choice in text drawn over it, which
    // wraps and is checked as text (src/features/forms/wrapping-select.tsx).
    if (control instanceof HTMLSelectElement && style.color === 'rgba(0, 0, 0, 0)') continue;
    if (
      control instanceof HTMLSelectElement
        ? control.multiple || control.size > 1
        : !textTypes.includes(control.type)
    ) {
      continue;
    }
    const placeholder = control instanceof HTMLInputElement && !control.value;
    const shown =
      control instanceof HTMLSelectElement
        ? (control.selectedOptions[0]?.text ?? '')
        : control.value || control.placeholder;
    const fontStyle = placeholder ? getComputedStyle(control, '::placeholder') : style;
    if (!shown.trim()) continue;
    for (const property of FONT) {
      measurer.style.setProperty(property, fontStyle.getPropertyValue(property));
    }
    measurer.textContent = shown;
    const textWidth = measurer.getBoundingClientRect().width;
    const room =
      control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (textWidth > room + 1) {
      report(
        'cut-text',
        `${describe(control)} ${quote(shown)} is cut by its box (text ${px(textWidth)} px > room ${px(room)} px)`,
      );
    }
  }
  measurer.remove();

  // Targets: a checkbox or radio the browser draws is no smaller than the consent's boxes.
  for (const box of document.querySelectorAll<HTMLInputElement>(
    'input[type="checkbox"], input[type="radio"]',
  )) {
    const style = getComputedStyle(box);
    if (unseen(box, style) || box.closest('[aria-hidden="true"]')) continue;
    const { width, height } = box.getBoundingClientRect();
    if (width < MIN_BOX || height < MIN_BOX) {
      report(
        'targets',
        `${describe(box)}#${box.id} is ${px(width)} × ${px(height)} px (at least ${MIN_BOX} px)`,
      );
    }
  }

  // Ellipsed text: what text-overflow hides is cut as well.
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (style.textOverflow !== 'ellipsis' || style.overflowX === 'visible') continue;
    if (unseen(element, style) || element.closest('[aria-hidden="true"]')) continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      report(
        'cut-text',
        `${describe(element)} ${quote(element.textContent ?? '')} is cut by its box (ellipsed: scrollWidth ${element.scrollWidth} > clientWidth ${element.clientWidth})`,
      );
    }
  }

  // Header: every visible item has a box in view, inside the header, and overlaps no other.
  const header = document.querySelector(selectors.header);
  if (!header) report('header', `no header (${selectors.header})`);
  else {
    const bar = header.getBoundingClientRect();
    const items = [...header.querySelectorAll(selectors.headerItems)]
      .filter((item) => !unseen(item, getComputedStyle(item)))
      .filter((item, _, all) => !all.some((other) => other !== item && other.contains(item)));
    if (!items.some((item) => item.matches(selectors.headerEdge))) {
      report('header', `the header shows no ${selectors.headerEdge}`);
    }
    const boxes = items.map((item) => ({ item, box: item.getBoundingClientRect() }));
    for (const { item, box } of boxes) {
      const bottom = Math.min(viewHeight, bar.bottom);
      if (box.width < 1 || box.height < 1) {
        report(
          'header',
          `header item ${describe(item)} has no size (${px(box.width)} × ${px(box.height)})`,
        );
      } else if (
        box.left < -1 ||
        box.right > viewWidth + 1 ||
        box.top < bar.top - 1 ||
        box.bottom > bottom + 1
      ) {
        report(
          'header',
          `header item ${describe(item)} is not inside the header in view (${px(box.left)},${px(box.top)} to ${px(box.right)},${px(box.bottom)}; header to ${viewWidth},${px(bottom)})`,
        );
      }
    }
    boxes.forEach(({ item, box }, index) => {
      for (const { item: other, box: next } of boxes.slice(index + 1)) {
        const width = Math.min(box.right, next.right) - Math.max(box.left, next.left);
        const height = Math.min(box.bottom, next.bottom) - Math.max(box.top, next.top);
        if (width > 1 && height > 1) {
          report(
            'header',
            `header items ${describe(item)} ${quote(item.textContent ?? '')} and ${describe(other)} ${quote(other.textContent ?? '')} overlap by ${px(width)} × ${px(height)} px`,
          );
        }
      }
    });
  }

  // Edges: the header's content, the main containers' and the footer's start at one left edge.
  const contentLeft = (element: Element) => {
    const style = getComputedStyle(element);
    return (
      element.getBoundingClientRect().left +
      parseFloat(style.borderLeftWidth) +
      parseFloat(style.paddingLeft)
    );
  };
  const edgesOf = (selector: string, content: boolean) =>
    [...document.querySelectorAll(selector)]
      .filter((element) => !unseen(element, getComputedStyle(element)))
      .filter(
        (element, _, all) => !all.some((other) => other !== element && other.contains(element)),
      )
      .map((element) => ({
        name: describe(element),
        left: content ? contentLeft(element) : element.getBoundingClientRect().left,
      }));
  const parts = {
    header: edgesOf(selectors.headerEdge, false),
    main: edgesOf(selectors.mainEdges, true),
    footer: edgesOf(selectors.footerEdges, true),
  };
  const missing = Object.entries(parts).filter(([, edges]) => !edges.length);
  if (missing.length) {
    report('edges', `no left edge to compare in ${missing.map(([part]) => part).join(', ')}`);
  } else {
    const all = Object.values(parts).flat();
    const lefts = all.map((edge) => edge.left);
    if (Math.max(...lefts) - Math.min(...lefts) > 1) {
      const summary = Object.entries(parts)
        .map(([part, edges]) => {
          const groups = new Map<string, string[]>();
          for (const edge of edges) {
            const key = px(edge.left);
            groups.set(key, [...(groups.get(key) ?? []), edge.name]);
          }
          const text = [...groups]
            .map(([left, names]) => `${left} (${[...new Set(names)].join(', ')})`)
            .join(', ');
          return `${part} ${text}`;
        })
        .join('; ');
      report('edges', `the left edges differ: ${summary}`);
    }
  }
  return findings;
}
