import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.tsx';

describe('a page loaded in the app', () => {
  it('is loaded from its address when its code fails to load, and tried again after', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    let online = false;
    const Page = lazyPage('test-page', 'home', async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <p>The page</p>;
    });

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    // The screen keeps what it showed while the browser loads the address.
    expect(screen.getByText('Loading')).toBeInTheDocument();

    online = true;
    await Page.preload();
    render(<Page />);
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});
