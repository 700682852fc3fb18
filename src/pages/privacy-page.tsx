import { Trans } from '@lingui/react/macro';

export function PrivacyPage() {
  return (
    <article className="page">
      <h1 className="page__title">
        <Trans>Datenschutzerklärung</Trans>
      </h1>
    </article>
  );
}
