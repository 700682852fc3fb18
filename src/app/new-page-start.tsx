import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the new page, and the focus with it: on the page's
 * content (`main`), so that the next Tab goes through the new page, not on from a link that
 * is gone or now off screen. A page that places the focus itself does so after this. The
 * first page keeps its scroll and focus: the visitor may have used the prerendered page
 * before it hydrated.
 */
export function NewPageStart() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
