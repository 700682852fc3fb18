import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLink } from '../components/ui/page-link.tsx';

export function NotFoundPage() {
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
      <PageLink to="home" className="button button--gold">
        <Trans>Zurück zur Startseite</Trans>
      </PageLink>
    </article>
  );
}
