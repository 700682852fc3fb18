import { afterEach, expect, it } from 'vitest';
import { restoreFailedStyles } from './restore-styles.ts';

afterEach(() => document.head.replaceChildren());

/** A stylesheet link as Chromium leaves it: a failed load's sheet refuses to show its rules. */
function link(href: string, rules: number | 'refused', disabled = false): HTMLLinkElement {
  const element = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  element.disabled = disabled;
  const sheet = {
    get cssRules() {
      if (rules === 'refused') throw new DOMException('Cannot access rules', 'SecurityError');
      return { length: rules };
    },
  };
  Object.defineProperty(element, 'sheet', { value: sheet });
  return element;
}

it('adds a failed stylesheet again, and leaves loaded and disabled ones', () => {
  const failed = link('/assets/date-calendar-abc1234.css', 'refused');
  const loaded = link('/assets/brand-toaster-abc1234.css', 12);
  const inlined = link('/assets/forms-abc1234.css', 0, true);
  document.head.append(failed, loaded, inlined);
  restoreFailedStyles();
  expect(failed.isConnected).toBe(false);
  expect(document.head.firstElementChild).toHaveAttribute(
    'href',
    '/assets/date-calendar-abc1234.css',
  );
  expect(loaded.isConnected).toBe(true);
  expect(inlined.isConnected).toBe(true);
});

it('leaves a late stylesheet to the component that swaps it in', () => {
  const late = link('/assets/results-abc1234.css', 'refused');
  late.media = 'print'; // until it has loaded (late-stylesheet.tsx)
  document.head.append(late);
  restoreFailedStyles();
  expect(late.isConnected).toBe(true);
});
