import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { STATUS_TOKEN_PARAM } from '#shared/schemas/lifecycle-paths.ts';
import { telHref } from '../../content/business.ts';
import { pathOf } from '../../content/page-paths.ts';
import { withCatalog } from '../../lib/i18n.ts';
import { syncWorkerChoice } from '../../lib/language-choice.ts';
import type { Locale } from '../../lib/locales.ts';
import { notify } from '../../lib/notify.ts';
import type { Notice } from '../../lib/sw-protocol.ts';
import type * as AgentNotices from './agent-notices.ts';
import { afterPageStart } from './after-page-start.ts';
import { applyWorkerStatus, useKeptRequestsStore } from './kept-requests-store.ts';
import { returnedRequestPath } from './returned-request-path.ts';
import { keepStorage, watchForReplay } from './replay-triggers.ts';
import { onWorkerMessage, postToWorker } from './worker-channel.ts';

const texts = {
  update: msg`Eine neue Version der Website ist verfügbar.`,
  updateAction: msg`Aktualisieren`,
};

/**
 * The toasts about kept requests, with their texts: loaded when one has something to say. If
 * they cannot load, nothing is lost: a notice stays with the worker until a toast acknowledges
 * it, and a delivered booking's status link is already kept under "My requests".
 */
function withNotices(show: (module: typeof AgentNotices) => void): void {
  withCatalog('pwa', () => import('./agent-notices.ts')).then(show, () => undefined);
}

/**
 * The page's side of the offline design: registers the worker, mirrors its queue, asks it to
 * send what waits whenever the site opens, comes back to the foreground or the network returns
 * (replay-triggers.ts), asks to keep the storage once something waits, and tells the visitor
 * what happened (delivered, refused, expired, new version).
 */
export function PwaAgent() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const fillInAgain = useEffectEvent((notice: Notice) => {
    void navigate(returnedRequestPath(notice, i18n.locale as Locale), {
      state: { restore: notice },
    });
  });
  const showStatus = useEffectEvent((token: string) => {
    void navigate({
      pathname: pathOf('requests', i18n.locale as Locale),
      hash: `${STATUS_TOKEN_PARAM}=${token}`,
    });
  });
  const shown = useRef(new Set<string>());

  useEffect(() => {
    // The installed app's "call" shortcut opens /?action=call: dial, and keep a clean address.
    const params = new URLSearchParams(window.location.search);
    if (params.get('action') === 'call') {
      window.history.replaceState(null, '', window.location.pathname);
      window.location.href = telHref;
    }
  }, []);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
    void syncWorkerChoice().catch(() => undefined);

    const ui: AgentNotices.NoticeUi = {
      i18n,
      shown: shown.current,
      fillInAgain: (notice: Notice) => fillInAgain(notice),
      showStatus: (token: string) => showStatus(token),
    };
    const stop = onWorkerMessage((message) => {
      if (message.type === 'STATUS') {
        applyWorkerStatus(message, Date.now(), navigator.onLine);
        if (message.waiting > 0) keepStorage();
        const problem = useKeptRequestsStore.getState().problem;
        if (problem || message.notices.length) {
          withNotices((show) => {
            if (problem) show.showKeptProblem(ui);
            message.notices.forEach((notice) => show.showNotice(ui, notice));
          });
        }
      } else if (message.type === 'DELIVERED') {
        withNotices((show) => show.showDelivered(ui, message));
      } else if (message.type === 'NOTICE') {
        withNotices((show) => show.showNotice(ui, message.notice));
      }
    });

    const sendWaiting = () => {
      postToWorker({ type: 'GET_STATUS' });
      postToWorker({ type: 'REPLAY' });
    };
    const stopWatching = watchForReplay(
      sendWaiting,
      () => useKeptRequestsStore.getState().waiting > 0,
    );
    navigator.serviceWorker.addEventListener('controllerchange', sendWaiting);

    const cancelRegistration = afterPageStart(() => {
      void import('./register-sw.ts').then(({ registerServiceWorker }) =>
        registerServiceWorker((applyUpdate) => {
          void notify('info', i18n._(texts.update), {
            id: 'sw-update',
            duration: Infinity,
            action: { label: i18n._(texts.updateAction), onClick: applyUpdate },
          });
        }),
      );
    });

    return () => {
      cancelRegistration();
      stop();
      stopWatching();
      navigator.serviceWorker.removeEventListener('controllerchange', sendWaiting);
    };
    // Once per page load (i18n is stable): a language switch or a route change never registers
    // the worker again.
  }, [i18n]);

  return null;
}
