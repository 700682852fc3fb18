import { Trans } from '@lingui/react/macro';

export function VipPage() {
  return (
    <article className="page">
      <h1 className="page__title">
        <Trans>VIP-Transport</Trans>
      </h1>
    </article>
  );
}
