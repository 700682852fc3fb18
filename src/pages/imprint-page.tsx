import { Trans } from '@lingui/react/macro';

export function ImprintPage() {
  return (
    <article className="page">
      <h1 className="page__title">
        <Trans>Impressum</Trans>
      </h1>
    </article>
  );
}
