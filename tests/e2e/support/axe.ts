import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The page's violations as it is now, one readable line per rule and element.
 * Run in the page itself (legacy mode): the default opens a blank page for each run to merge
 * the frames' results, and the site has no frames to merge. Only violations are collected. Both
 * halve axe's time in the page sweep (5.5 s to 2.5 s a screen); a broken page still shows
 * `image-alt`, `color-contrast` and `button-name` here.
 */
export async function axeViolations(
  page: Page,
  state: string,
  /** Only this part of the page (a selector), when the rest is checked elsewhere. */
  include?: string,
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${state}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}
