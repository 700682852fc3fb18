import { fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LATE_STYLE_ATTRIBUTE } from '../../lib/late-style.ts';
import { LateStylesheet } from './late-stylesheet.tsx';

const late = () => document.querySelector<HTMLLinkElement>(`link[${LATE_STYLE_ATTRIBUTE}]`)!;

describe('LateStylesheet', () => {
  it('is prerendered as a print stylesheet, with a copy for pages without scripts', () => {
    const html = renderToString(<LateStylesheet href="/assets/below.css" />);
    expect(html).toContain(
      `<link rel="stylesheet" href="/assets/below.css" media="print" ${LATE_STYLE_ATTRIBUTE}=""/>`,
    );
    expect(html).toContain(
      '<noscript><link rel="stylesheet" href="/assets/below.css"/></noscript>',
    );
  });

  it('applies once the stylesheet has arrived', () => {
    const { unmount } = render(<LateStylesheet href="/assets/below.css" />);
    expect(late()).toHaveAttribute('media', 'print');
    fireEvent.load(late());
    expect(late()).toHaveAttribute('media', 'all');
    unmount();
  });
});
