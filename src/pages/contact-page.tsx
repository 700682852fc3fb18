import { Trans } from '@lingui/react/macro';

export function ContactPage() {
  return (
    <article className="page">
      <h1 className="page__title">
        <Trans>Kontakt</Trans>
      </h1>
    </article>
  );
}
