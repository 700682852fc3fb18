/**
 * A booking's rows, grouped into sections, straight from the model's ordered field list: the
 * labels are the model's, and a field added to the model shows up in both mails without a
 * change here (in the section it is placed in). A section starts at a field of the list, so
 * the grouping follows the model's order.
 */
import type { Locale } from '../schemas/constants.ts';
import type { BookingPayload } from '../schemas/payload.ts';
import { BOOKING_FIELDS, fieldLabel, type BookingFieldSpec } from '../schemas/request-model.ts';
import { fieldValue } from './format.ts';
import type { Row, Section } from './mail-document.ts';

interface SectionOptions {
  /** Section titles, keyed by the field each section starts at. */
  starts: Partial<Record<BookingFieldSpec['key'], string>>;
  /** Which fields this reader gets; all by default. */
  shows?: (field: BookingFieldSpec) => boolean;
  /** Turns a value into what this reader sees (e.g. links made harmless); as is by default. */
  text?: (value: string, field: BookingFieldSpec) => string;
  /** A link for a row (tel:, mailto:); none by default. */
  href?: (field: BookingFieldSpec, booking: BookingPayload) => string | undefined;
  /** Rows of the mail's own, each placed right after the field it is keyed by. */
  after?: Partial<Record<BookingFieldSpec['key'], Row>>;
}

/** A section whose rows a mail may still add to. */
type OpenSection = Section & { rows: Row[] };

export function fieldSections(
  booking: BookingPayload,
  locale: Locale,
  options: SectionOptions,
): OpenSection[] {
  const sections: OpenSection[] = [];
  for (const field of BOOKING_FIELDS) {
    const title = options.starts[field.key];
    if (title !== undefined) sections.push({ title, rows: [] });
    const section = sections.at(-1);
    if (!section || !(options.shows?.(field) ?? true)) continue;
    const raw = fieldValue(field, booking, locale);
    if (raw === null) continue;
    const value = options.text ? options.text(raw, field) : raw;
    if (field.format === 'longText') {
      section.text = value;
      continue;
    }
    const href = options.href?.(field, booking);
    section.rows.push({
      label: fieldLabel(field.key, booking.service, locale),
      value,
      ...(href ? { href } : {}),
    });
    const extra = options.after?.[field.key];
    if (extra) section.rows.push(extra);
  }
  return sections
    .filter((section) => section.rows.length > 0 || section.text)
    .map((section) => ({ ...section, rows: withoutSharedPrefix(section.rows) }));
}

/**
 * 'Rückfahrt: Datum', 'Rückfahrt: Uhrzeit' read 'Datum', 'Uhrzeit' under their own title, and
 * 'Return: date' reads 'Date': a label begins a line, so it begins with a capital.
 */
function withoutSharedPrefix(rows: Row[]): Row[] {
  const prefix = /^[^:]+: /.exec(rows[0]?.label ?? '')?.[0];
  if (!prefix || !rows.every((row) => row.label.startsWith(prefix))) return rows;
  return rows.map((row) => {
    const label = row.label.slice(prefix.length);
    return { ...row, label: label.charAt(0).toUpperCase() + label.slice(1) };
  });
}
