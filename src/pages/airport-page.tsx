import { Trans } from '@lingui/react/macro';

export function AirportPage() {
  return (
    <article className="page">
      <h1 className="page__title">
        <Trans>Flughafentransfer</Trans>
      </h1>
    </article>
  );
}
