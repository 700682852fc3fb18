import { Trans } from '@lingui/react/macro';
import { PageLink } from '../../components/ui/page-link.tsx';

/** What pressing send means under the terms, and what cancelling costs, beside the button. */
export function BindingNote() {
  return (
    <Trans>
      Mit dem Absenden geben Sie eine verbindliche Buchungsanfrage ab; der Vertrag kommt erst mit
      unserer schriftlichen Bestätigung zustande. Stornierung: bis 7 Tage vor der Fahrt kostenlos,
      1–6 Tage vorher 50&nbsp;%, am Tag der Fahrt 100&nbsp;% (<PageLink to="terms">AGB</PageLink>).
    </Trans>
  );
}
