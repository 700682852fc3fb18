import { Trans } from '@lingui/react/macro';
import { business } from '../../content/business.ts';

export function BusinessHours() {
  const { opens, closes } = business.hours;
  return (
    <p className="business-hours">
      <Trans>
        Montag bis Sonntag: {opens} – {closes} Uhr
      </Trans>
    </p>
  );
}
