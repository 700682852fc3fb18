import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Notice, SubmissionKind } from '../../lib/sw-protocol.ts';

export type ReturnedRequest = { id: string; payload: Record<string, unknown> };

function isNotice(value: unknown): value is Notice {
  const notice = value as Partial<Notice> | null;
  return (
    typeof notice === 'object' &&
    notice !== null &&
    typeof notice.id === 'string' &&
    typeof notice.payload === 'object' &&
    notice.payload !== null
  );
}

/**
 * A kept request the server refused or that expired comes back here (the PWA agent navigates
 * to /kontakt with `state.restore`): the form shows again, filled with what was to be sent.
 * Returns the latest such request for this form; the history entry is cleaned right away,
 * so a reload does not fill it in a second time (the draft keeps the values from then on).
 */
export function useReturnedRequest(kind: SubmissionKind): ReturnedRequest | null {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { restore?: unknown } | null;
  const notice = isNotice(state?.restore) && state.restore.kind === kind ? state.restore : null;
  const [restore, setRestore] = useState<ReturnedRequest | null>(null);
  if (notice && notice.id !== restore?.id) setRestore({ id: notice.id, payload: notice.payload });

  useEffect(() => {
    if (!notice) return;
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null, preventScrollReset: true },
    );
  }, [notice, navigate, location.pathname, location.search]);

  return restore;
}
