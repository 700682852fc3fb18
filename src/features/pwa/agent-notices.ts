import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { business, telHref } from '../../content/business.ts';
import { notify } from '../../lib/notify.ts';
import type { Notice, WorkerToPage } from '../../lib/sw-protocol.ts';
import { whenVisible } from './when-visible.ts';
import { postToWorker } from './worker-channel.ts';

const texts = {
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

/** What the toasts need from the page: its texts, and where their buttons lead. */
export type NoticeUi = {
  i18n: I18n;
  /** What this page load has shown already: each notice once. */
  shown: Set<string>;
  fillInAgain: (notice: Notice) => void;
  showStatus: (token: string) => void;
};

/**
 * The toasts for what happened to the requests kept on this device. Loaded with their texts
 * (the `pwa` catalog) only when there is something to say (pwa-agent.tsx): most page loads have
 * nothing, and every first load paid for them.
 */
export function showNotice(ui: NoticeUi, notice: Notice): void {
  if (ui.shown.has(notice.id)) return;
  ui.shown.add(notice.id);
  const { i18n } = ui;
  void notify('error', i18n._(notice.reason === 'expired' ? texts.expired : texts.rejected), {
    id: notice.id,
    description: i18n._(texts.noticeHelp),
    duration: Infinity,
    action: { label: i18n._(texts.noticeAction), onClick: () => ui.fillInAgain(notice) },
  }).then(() =>
    // Read once on screen: the worker forgets the notice and the request it holds (the privacy
    // policy, §5); this toast keeps them for its button until it is closed.
    whenVisible(() => postToWorker({ type: 'ACK_NOTICE', id: notice.id })),
  );
}

/** Once per page load: a kept request waiting more than a day while online. */
export function showKeptProblem(ui: NoticeUi): void {
  if (ui.shown.has('kept-problem')) return;
  ui.shown.add('kept-problem');
  const { i18n } = ui;
  void notify('error', i18n._(texts.keptProblem), {
    id: 'kept-problem',
    // The number never breaks inside (a plain-text toast: no-break spaces).
    description: i18n._(
      texts.keptProblemHelp(business.phoneDisplay.replaceAll(' ', '\u00a0'), business.email),
    ),
    duration: Infinity,
    action: { label: i18n._(texts.call), onClick: () => (window.location.href = telHref) },
  });
}

/** A kept request has reached the operator. */
export function showDelivered(
  ui: NoticeUi,
  message: Extract<WorkerToPage, { type: 'DELIVERED' }>,
): void {
  const { i18n } = ui;
  const title =
    message.kind === 'contact'
      ? texts.deliveredContact
      : message.reference
        ? // A word joiner after the hyphen: the reference read out on the phone ('SLZ-7K3M')
          // never breaks across two lines of a toast on a narrow phone.
          texts.deliveredBookingWithReference(message.reference.replaceAll('-', '-\u2060'))
        : texts.deliveredBooking;
  const token = message.statusToken;
  void notify('success', i18n._(title), {
    description: i18n._(texts.delivered24h),
    // The worker has kept the link in "My requests" already; this opens it.
    ...(token
      ? { action: { label: i18n._(texts.statusAction), onClick: () => ui.showStatus(token) } }
      : {}),
  });
}
