import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { pathOf, type PageId } from '../../content/page-paths.ts';
import { followLanguageLink } from '../../lib/language-link.ts';
import { DEFAULT_LOCALE } from '../../lib/locales.ts';
import '../../components/ui/section.css';
import './legal.css';

/**
 * A legal page. The terms and the privacy policy are binding in German (docs/product.md, routes):
 * in any other language the page is a translation, and a note above it says so and links the
 * German text (`binding`, the German page's id). That link is the German flag of this page: it
 * keeps the choice of German, as the boot script and the worker would move a visitor who chose
 * English straight back to the translation.
 */
export function LegalDocument({
  title,
  updated,
  binding,
  children,
}: {
  title: ReactNode;
  /** The "as of" line, part of the document. */
  updated?: ReactNode;
  /** The page whose German text binds; its translations say so. */
  binding?: PageId;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const translated = binding !== undefined && i18n.locale !== DEFAULT_LOCALE;
  return (
    <article className="legal">
      <header className="legal__header">
        <div className="container legal__container">
          <p className="eyebrow legal__eyebrow">
            <Trans>Rechtliches</Trans>
          </p>
          <h1 className="legal__title">{title}</h1>
        </div>
      </header>
      <div className="container legal__container">
        {translated && (
          <p className="legal__notice">
            <Trans>
              Diese Übersetzung dient Ihrer Information; verbindlich ist der{' '}
              <a
                href={pathOf(binding, DEFAULT_LOCALE)}
                hrefLang={DEFAULT_LOCALE}
                onClick={(event) => followLanguageLink(event, DEFAULT_LOCALE)}
              >
                deutsche Text
              </a>
              .
            </Trans>
          </p>
        )}
        <div className="legal__body">
          {updated && <p className="legal__updated">{updated}</p>}
          {children}
        </div>
      </div>
    </article>
  );
}

/** A numbered or titled part of a legal text. */
export function LegalSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="legal__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
