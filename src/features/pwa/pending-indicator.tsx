import { Plural } from '@lingui/react/macro';
import { PageLink } from '../../components/ui/page-link.tsx';
import { useOutboxStore } from './outbox-store.ts';

/** A small badge in the header while requests wait on this device for the network. */
export function PendingIndicator() {
  const waiting = useOutboxStore((state) => state.waiting);
  if (waiting === 0) return null;
  return (
    <span role="status">
      <PageLink to="contact" className="pending-indicator">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 100 20 10 10 0 000-20zm1 5v5.4l3.6 2.1-.8 1.3L11 13V7h2z"
          />
        </svg>
        <span className="pending-indicator__count" aria-hidden="true">
          {waiting}
        </span>
        <span className="visually-hidden">
          <Plural
            value={waiting}
            one="# Anfrage wartet auf Netz"
            other="# Anfragen warten auf Netz"
          />
        </span>
      </PageLink>
    </span>
  );
}
