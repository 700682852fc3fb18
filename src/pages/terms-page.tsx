import { Trans } from '@lingui/react/macro';

export function TermsPage() {
  return (
    <article className="page">
      <h1 className="page__title">
        <Trans>Allgemeine Geschäftsbedingungen</Trans>
      </h1>
    </article>
  );
}
