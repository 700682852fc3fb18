import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageLink, PageNavLink } from '../../components/ui/page-link.tsx';
import { business, telHref } from '../../content/business.ts';
import { contactNavItem, navGroups } from '../../content/navigation.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { useScrolled } from './use-scrolled.ts';

const mainNavLabel = msg`Hauptnavigation`;

type HeaderProps = {
  /** Dark from the top, for a page that starts on the light background. */
  solid?: boolean | undefined;
  /** Shown before the call button (the pending-requests badge), composed by the app. */
  status?: ReactNode;
  /** Shown after the call button (the language flags), composed by the app. */
  languages?: ReactNode;
};

export function Header({ solid = false, status, languages }: HeaderProps) {
  const scrolled = useScrolled();
  const { i18n } = useLingui();
  return (
    <header
      className="site-header"
      data-scrolled={scrolled || undefined}
      data-solid={solid || undefined}
    >
      <div className="site-header__inner">
        <PageLink to="home" className="site-header__logo">
          <img src="/img/logo.svg" alt="" width="40" height="40" />
          <span>{business.shortName}</span>
        </PageLink>
        <nav className="desktop-nav" aria-label={i18n._(mainNavLabel)}>
          <ul>
            {navGroups.map((group) => (
              <NavDropdown key={group.id} group={group} />
            ))}
            <li>
              <PageNavLink to={contactNavItem.to} className="nav-link">
                {i18n._(contactNavItem.label)}
              </PageNavLink>
            </li>
          </ul>
        </nav>
        <div className="site-header__actions">
          <div className="site-header__reach">
            {status}
            <a href={telHref} className="call-button">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                <path
                  fill="currentColor"
                  d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z"
                />
              </svg>
              <span className="call-button__label">
                <Trans>Anrufen</Trans>
              </span>
              <span className="visually-hidden">{business.phoneDisplay}</span>
            </a>
          </div>
          {languages}
          <MobileMenu languages={languages} />
        </div>
      </div>
    </header>
  );
}
