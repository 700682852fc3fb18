import type { Notice } from '../../lib/sw-protocol.ts';

/** Where a refused or expired request is filled in again. */
export function noticeRestorePath(notice: Notice): string {
  return notice.kind === 'contact' ? '/kontakt?tab=contact' : '/kontakt';
}
