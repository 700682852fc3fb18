import { Trans } from '@lingui/react/macro';

export function LongDistancePage() {
  return (
    <article className="page">
      <h1 className="page__title">
        <Trans>Langstreckenfahrten</Trans>
      </h1>
    </article>
  );
}
