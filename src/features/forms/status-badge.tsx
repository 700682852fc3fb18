import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { BookingStatus } from '#shared/schemas/lifecycle.ts';

/** A request's status in a word, the same for the visitor and the operator. */
export const statusLabels: Record<BookingStatus, MessageDescriptor> = {
  requested: msg`Angefragt`,
  confirmed: msg`Bestätigt`,
  declined: msg`Abgelehnt`,
  expired: msg`Abgelaufen`,
  cancelled: msg`Storniert`,
};

/** The status as a small coloured label (forms.css, .status-badge). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { i18n } = useLingui();
  return (
    <span className="status-badge" data-status={status}>
      {i18n._(statusLabels[status])}
    </span>
  );
}
