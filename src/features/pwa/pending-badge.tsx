import { plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { PageLink } from '../../components/ui/page-link.tsx';
import { useKeptRequestsStore } from './kept-requests-store.ts';
import { restoreFailedStyles } from '../../lib/restore-styles.ts';
import './pending-badge.css';

// Its styles, if they failed to come with its code (src/lib/restore-styles.ts).
restoreFailedStyles();

/**
 * The header's badge while requests wait on this device for the network (loaded only then, by
 * pending-indicator.tsx, with its texts: most visitors never keep a request). It says what
 * it counts in words: the clock and the number alone meant nothing to a sighted visitor. The
 * whole sentence is the link's name and its tooltip; the visible words shorten with the header's
 * room (pending-badge.css), down to '1 wartet' on a phone (a touch screen has no tooltip).
 */
export function PendingBadge() {
  const waiting = useKeptRequestsStore((state) => state.waiting);
  const problem = useKeptRequestsStore((state) => state.problem);
  // A kept booking is listed, with a way to call, in "My requests": the contact page showed an
  // empty form, and a visitor filled it in again. A message alone waits there.
  const keptBooking = useKeptRequestsStore((state) => state.bookings.length > 0);
  const { t } = useLingui();
  // More than a day kept while online: not just "waiting" (src/lib/reachability.ts).
  const sentence = problem
    ? t({
        message: plural(waiting, {
          one: '# Anfrage noch nicht zugestellt – bitte rufen Sie uns an',
          other: '# Anfragen noch nicht zugestellt – bitte rufen Sie uns an',
        }),
      })
    : t({
        message: plural(waiting, {
          one: '# Anfrage wartet auf Zustellung',
          other: '# Anfragen warten auf Zustellung',
        }),
      });
  return (
    <span role="status">
      <PageLink
        to={keptBooking ? 'requests' : 'contact'}
        className={problem ? 'pending-indicator pending-indicator--problem' : 'pending-indicator'}
        title={sentence}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 100 20 10 10 0 000-20zm1 5v5.4l3.6 2.1-.8 1.3L11 13V7h2z"
          />
        </svg>
        {/* One of the three shows, by the header's room (pending-badge.css); a phone's is words
            too, as a touch screen shows no tooltip. */}
        <span className="pending-indicator__count" aria-hidden="true">
          <span className="pending-indicator__number">{waiting}</span>{' '}
          <span className="pending-indicator__word">
            {problem ? (
              <Plural value={waiting} one="nicht zugestellt" other="nicht zugestellt" />
            ) : (
              <Plural value={waiting} one="wartet" other="warten" />
            )}
          </span>
        </span>
        <span className="pending-indicator__short" aria-hidden="true">
          {problem ? (
            <Plural value={waiting} one="# nicht zugestellt" other="# nicht zugestellt" />
          ) : (
            <Plural value={waiting} one="# Anfrage" other="# Anfragen" />
          )}
        </span>
        <span className="pending-indicator__long" aria-hidden="true">
          {problem ? (
            <Plural value={waiting} one="# nicht zugestellt" other="# nicht zugestellt" />
          ) : (
            <Plural value={waiting} one="# Anfrage wartet" other="# Anfragen warten" />
          )}
        </span>
        <span className="visually-hidden">{sentence}</span>
      </PageLink>
    </span>
  );
}
