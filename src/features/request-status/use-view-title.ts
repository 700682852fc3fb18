import { useEffect } from 'react';
import { pageTitle } from '../../content/business.ts';

/**
 * The tab's title names the view shown at `/anfrage`: a request ('Ihre Anfrage SLZ-7K3M') or
 * the list ('Meine Anfragen'), which share the address and so the page's title (WCAG 2.4.2: a
 * screen reader and the tab strip tell them apart). Set after the page's own head
 * (src/app/document-head.ts), whose effect follows a view's in the commit of a new address.
 */
export function useViewTitle(title: string) {
  useEffect(() => {
    queueMicrotask(() => {
      document.title = pageTitle(title);
    });
  }, [title]);
}
