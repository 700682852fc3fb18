import { Trans } from '@lingui/react/macro';
import { business } from '../../content/business.ts';

export function BusinessHours() {
  const { opens, closes } = business.hours;
  // The hours stay on one line: a narrow column breaks after the days, never inside the times.
  return (
    <p className="business-hours">
      <Trans>
        Montag bis Sonntag:{' '}
        <span className="nowrap">
          {opens} – {closes} Uhr
        </span>
      </Trans>
    </p>
  );
}
