import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import '../../components/ui/section.css';
import './legal.css';

/**
 * A legal page. The terms and the privacy policy are German only (docs/product.md, routes): in English one
 * English sentence above the German text says so, and the text is marked as German.
 */
export function LegalDocument({
  title,
  updated,
  germanOnly = false,
  children,
}: {
  title: ReactNode;
  /** The "as of" line, part of the document. */
  updated?: ReactNode;
  germanOnly?: boolean;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const showNotice = germanOnly && i18n.locale !== 'de';
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
        {showNotice && (
          <p className="legal__notice">
            <Trans>Dieses Dokument liegt nur in deutscher Sprache vor.</Trans>
          </p>
        )}
        <div className="legal__body" lang={germanOnly ? 'de' : undefined}>
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
