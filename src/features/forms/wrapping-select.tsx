import type { ReactNode } from 'react';

/**
 * A native select that shows its chosen text whole (docs/product.md, the booking form): a select
 * never wraps, and from 375 px down 'Kehlsteinhaus-Tour (Eagle’s Nest)' stood cut. The text is
 * drawn over the select and wraps, and the select grows to hold it; the picker, the keyboard
 * and what a screen reader hears stay the select's own. Until the page is hydrated the select
 * shows its own text: a choice made before then is not in `shown` yet.
 */
export function WrappingSelect({
  shown,
  children,
}: {
  /** The chosen option's text, as the form state has it. */
  shown: string;
  /** The select. */
  children: ReactNode;
}) {
  return (
    <div className="wrapping-select">
      {children}
      <span className="wrapping-select__text" aria-hidden="true">
        {shown}
      </span>
    </div>
  );
}
