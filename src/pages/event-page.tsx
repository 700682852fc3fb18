import { Trans } from '@lingui/react/macro';

export function EventPage() {
  return (
    <article className="page">
      <h1 className="page__title">
        <Trans>Event-Service</Trans>
      </h1>
    </article>
  );
}
