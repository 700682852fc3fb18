import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Icon } from '../components/ui/icons.tsx';
import { PageLink } from '../components/ui/page-link.tsx';
import { contactNavItem, notFoundSuggestions } from '../content/navigation.ts';
import './not-found-page.css';

const suggestionsLabel = msg`Beliebte Seiten`;

/** The 404 page: the way home, and the pages most visitors come for, in the visitor's language. */
export function NotFoundPage() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <article className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">
        <Trans>Hoppla! Seite nicht gefunden</Trans>
      </h1>
      <p className="not-found__lead">
        <Trans>
          Diese Adresse gibt es bei uns nicht. Vielleicht suchen Sie eine dieser Seiten:
        </Trans>
      </p>
      <nav className="not-found__suggestions" aria-label={i18n._(suggestionsLabel)}>
        <ul className="not-found__list">
          {notFoundSuggestions.map(({ group, item }) => (
            <li key={item.to}>
              <PageLink to={item.to} className="not-found__link">
                <span className="not-found__group">{i18n._(group.label)}</span>
                <span className="not-found__name">{i18n._(item.label)}</span>
                <Icon name="arrow" size={20} strokeWidth={1.8} className="not-found__arrow" />
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="not-found__actions">
        <PageLink to="home" className="button button--gold">
          <Trans>Zurück zur Startseite</Trans>
        </PageLink>
        <PageLink to={contactNavItem.to} className="button button--dark">
          {i18n._(contactNavItem.label)}
        </PageLink>
      </div>
    </article>
  );
}
