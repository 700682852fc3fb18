import { Trans } from '@lingui/react/macro';

export function TrainStationPage() {
  return (
    <article className="page">
      <h1 className="page__title">
        <Trans>Bahnhofstransfer</Trans>
      </h1>
    </article>
  );
}
