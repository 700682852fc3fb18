import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Icon } from '../../components/ui/icons.tsx';
import '../../components/ui/dark-card.css';
import { restoreFailedStyles } from '../../lib/restore-styles.ts';
import './ios-install-card.css';

// Its styles, if they failed to come with its code (src/lib/restore-styles.ts).
restoreFailedStyles();

const closeLabel = msg`Hinweis schließen`;

/** Safari's share button as the visitor sees it: a box with an arrow leaving it upwards. */
function ShareIcon() {
  return (
    <svg className="ios-guide__share" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M12 14.5V3.5M8.3 7.2 12 3.5l3.7 3.7M8.6 10.2H6.3v10.3h11.4V10.2h-2.3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The two taps, in a card after the page's content (it covers nothing): it takes no focus and
 * closes for good.
 */
export function IosInstallCard({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <aside className="dark-card ios-guide" aria-labelledby="ios-guide-title">
      <p id="ios-guide-title" className="ios-guide__title">
        <Trans>Immer griffbereit – auch offline</Trans>
      </p>
      <p className="ios-guide__text">
        <Trans>Legen Sie uns auf Ihren Home-Bildschirm:</Trans>
      </p>
      <ol className="ios-guide__steps">
        <li>
          <Trans>
            Tippen Sie auf <ShareIcon /> <strong>Teilen</strong>.
          </Trans>
        </li>
        <li>
          <Trans>
            Wählen Sie <strong>Zum Home-Bildschirm</strong>.
          </Trans>
        </li>
      </ol>
      <button
        type="button"
        className="icon-button ios-guide__close"
        aria-label={i18n._(closeLabel)}
        onClick={onClose}
      >
        <Icon name="close" size={18} strokeWidth={1.8} />
      </button>
    </aside>
  );
}
