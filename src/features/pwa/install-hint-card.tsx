import { Trans } from '@lingui/react/macro';
import '../../components/ui/dark-card.css';
import { restoreFailedStyles } from '../../lib/restore-styles.ts';
import './install-hint-card.css';

// Its styles, if they failed to come with its code (src/lib/restore-styles.ts).
restoreFailedStyles();

/** The offer to install, as install-hint.tsx decides to show it. */
export function InstallHintCard({
  onInstall,
  onDismiss,
}: {
  onInstall: () => void;
  onDismiss: () => void;
}) {
  return (
    <aside className="dark-card install-hint" aria-labelledby="install-hint-title">
      <p id="install-hint-title" className="install-hint__title">
        <Trans>Immer griffbereit – auch offline</Trans>
      </p>
      <p className="install-hint__text">
        <Trans>Installieren Sie unsere App auf Ihrem Startbildschirm.</Trans>
      </p>
      <div className="install-hint__actions">
        <button type="button" className="button button--gold" onClick={onInstall}>
          <Trans>Installieren</Trans>
        </button>
        <button type="button" className="button button--ghost" onClick={onDismiss}>
          <Trans>Nicht jetzt</Trans>
        </button>
      </div>
    </aside>
  );
}
