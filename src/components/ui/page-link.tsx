import { useLingui } from '@lingui/react';
import type { Ref } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { hrefOf, type LinkTarget } from '../../content/page-paths.ts';
import type { Locale } from '../../lib/locales.ts';
import { bookingQuery, type BookingStart } from '#shared/schemas/booking-query.ts';

/**
 * The one way an internal link gets its address: the page in the language the page is shown in
 * (the address's, see src/content/page-paths.ts). A link written by hand would stay German.
 */
export function usePageHref(): (target: LinkTarget) => string {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (target) => hrefOf(target, locale);
}

type Target = { to: LinkTarget; query?: string; ref?: Ref<HTMLAnchorElement> };

/** A router link to one of the site's pages, in the current language. */
export function PageLink({ to, query = '', ...props }: Omit<LinkProps, 'to'> & Target) {
  const href = usePageHref();
  return <Link to={href(to) + query} {...props} />;
}

/** The same as a NavLink (marked `active` on its own page), for the navigation. */
export function PageNavLink({ to, query = '', ...props }: Omit<NavLinkProps, 'to'> & Target) {
  const href = usePageHref();
  return <NavLink to={href(to) + query} {...props} />;
}

/**
 * Every "book" and "request" button: the booking form, in the current language, started with
 * the page's service, its exact tour or a listed destination (`?service=…&tour=…`). A page's
 * start comes from its content entry (`tours[id]`, `servicePages[id].booking`), so every button
 * of a page asks for the same.
 */
export function BookingLink({
  start,
  ...props
}: Omit<LinkProps, 'to'> & { start?: BookingStart; ref?: Ref<HTMLAnchorElement> }) {
  return <PageLink to="contact" query={start ? bookingQuery(start) : ''} {...props} />;
}
