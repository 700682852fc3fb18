import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HistoryEvent } from '#shared/schemas/lifecycle.ts';
import { formatViennaTime } from '../forms/display.ts';

const EVENTS: Record<string, MessageDescriptor> = {
  received: msg`Eingegangen`,
  confirmed: msg`Bestätigt`,
  declined: msg`Abgelehnt`,
  cancelled: msg`Storniert`,
  expired: msg`Abgelaufen`,
  reminded: msg`Erinnerung an den Betrieb`,
};

/** Who did it: the guest, the operator (and on which device), or the system's sweep. */
function useActor() {
  const { t } = useLingui();
  return (actor: string) => {
    if (actor === 'visitor') return t`Gast`;
    if (actor === 'system') return t`System`;
    const device = /^operator \((.+)\)$/.exec(actor)?.[1];
    if (actor.startsWith('operator')) return device ? t`Betrieb (${device})` : t`Betrieb`;
    return actor;
  };
}

/** What happened to the request, oldest first, and who did it. */
export function History({ events }: { events: HistoryEvent[] }) {
  const { i18n } = useLingui();
  const actor = useActor();
  if (events.length === 0) return null;
  return (
    <section className="console-card" aria-labelledby="history-title">
      <h2 id="history-title" className="console-card__title">
        <Trans>Verlauf</Trans>
      </h2>
      <ol className="history">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="history__item" data-event={event.event}>
            <span className="history__event">
              {EVENTS[event.event] ? i18n._(EVENTS[event.event]!) : event.event}
            </span>
            <span className="history__meta">
              {formatViennaTime(event.at, i18n.locale, { year: true })} · {actor(event.actor)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
