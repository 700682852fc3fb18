import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { STATUS_TOKEN_PARAM } from '#shared/schemas/lifecycle-paths.ts';
import { business, telHref } from '../../content/business.ts';
import { pathOf } from '../../content/page-paths.ts';
import { syncWorkerChoice } from '../../lib/language-choice.ts';
import type { Locale } from '../../lib/locales.ts';
import { notify } from '../../lib/notify.ts';
import type { Notice } from '../../lib/sw-protocol.ts';
import { afterPageStart } from './after-page-start.ts';
import { applyWorkerStatus, useKeptRequestsStore } from './kept-requests-store.ts';
import { returnedRequestPath } from './returned-request-path.ts';
import { keepStorage, watchForReplay } from './replay-triggers.ts';
import { whenVisible } from './when-visible.ts';
import { onWorkerMessage, postToWorker } from './worker-channel.ts';

const texts = {
  update: msg`Eine neue Version der Website ist verfügbar.`,
  updateAction: msg`Aktualisieren`,
  deliveredBooking: msg`Ihre gespeicherte Buchungsanfrage wurde gesendet.`,
  deliveredBookingWithReference: (reference: string) =>
    msg`Ihre gespeicherte Buchungsanfrage wurde gesendet. Ihre Referenz: ${reference}`,
  deliveredContact: msg`Ihre gespeicherte Nachricht wurde gesendet.`,
  delivered24h: msg`Wir melden uns innerhalb von 24 Stunden bei Ihnen.`,
  statusAction: msg`Status ansehen`,
  rejected: msg`Eine gespeicherte Anfrage konnte nicht zugestellt werden.`,
  expired: msg`Eine gespeicherte Anfrage war länger als 7 Tage offline und wurde nicht gesendet.`,
  noticeHelp: msg`Ihre Angaben sind noch da – bitte prüfen und erneut senden.`,
  noticeAction: msg`Erneut ausfüllen`,
  keptProblem: msg`Eine gespeicherte Anfrage ist seit über einem Tag noch nicht zugestellt.`,
  keptProblemHelp: (phone: string, email: string) =>
    msg`Bitte rufen Sie uns an (${phone}) oder schreiben Sie an ${email}.`,
  call: msg`Anrufen`,
};

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

    const showNotice = (notice: Notice) => {
      if (shown.current.has(notice.id)) return;
      shown.current.add(notice.id);
      void notify('error', i18n._(notice.reason === 'expired' ? texts.expired : texts.rejected), {
        id: notice.id,
        description: i18n._(texts.noticeHelp),
        duration: Infinity,
        action: { label: i18n._(texts.noticeAction), onClick: () => fillInAgain(notice) },
      }).then(() =>
        // Read once on screen: the worker forgets the notice and the request it holds (the
        // privacy policy, §5); this toast keeps them for its button until it is closed.
        whenVisible(() => postToWorker({ type: 'ACK_NOTICE', id: notice.id })),
      );
    };

    // Once per page load: a kept request waiting more than a day while online.
    const showKeptProblem = () => {
      if (shown.current.has('kept-problem')) return;
      shown.current.add('kept-problem');
      void notify('error', i18n._(texts.keptProblem), {
        id: 'kept-problem',
        // The number never breaks inside (a plain-text toast: no-break spaces).
        description: i18n._(
          texts.keptProblemHelp(business.phoneDisplay.replaceAll(' ', '\u00a0'), business.email),
        ),
        duration: Infinity,
        action: { label: i18n._(texts.call), onClick: () => (window.location.href = telHref) },
      });
    };

    const stop = onWorkerMessage((message) => {
      if (message.type === 'STATUS') {
        applyWorkerStatus(message, Date.now(), navigator.onLine);
        if (useKeptRequestsStore.getState().problem) showKeptProblem();
        if (message.waiting > 0) keepStorage();
        message.notices.forEach(showNotice);
      } else if (message.type === 'DELIVERED') {
        const title =
          message.kind === 'contact'
            ? texts.deliveredContact
            : message.reference
              ? texts.deliveredBookingWithReference(message.reference)
              : texts.deliveredBooking;
        const token = message.statusToken;
        void notify('success', i18n._(title), {
          description: i18n._(texts.delivered24h),
          // The worker has kept the link in "My requests" already; this opens it.
          ...(token
            ? { action: { label: i18n._(texts.statusAction), onClick: () => showStatus(token) } }
            : {}),
        });
      } else if (message.type === 'NOTICE') {
        showNotice(message.notice);
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
