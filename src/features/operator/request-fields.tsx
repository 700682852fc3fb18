import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TourId } from '#shared/schemas/bookable-tours.ts';
import { typedWishes, type Locale } from '#shared/schemas/constants.ts';
import { telHref } from '#shared/schemas/phone.ts';
import type { OperatorRequest, StoredBooking } from '#shared/schemas/lifecycle.ts';
import {
  BOOKING_FIELDS,
  fieldLabel,
  type BookingFieldSpec,
} from '#shared/schemas/request-model.ts';
import { BreakableEmail } from '../../components/ui/contact-values.tsx';
import { tourLine, useCarNames } from '../forms/booking-summary.tsx';
import { formatChildAges } from '../forms/child-ages.ts';
import { formatClock, formatDay, formatViennaTime } from '../forms/display.ts';
import { bookableServiceLabels } from '../forms/service-labels.ts';

/** Where the operator mail's sections start, in the request model's order: the same here. */
const SECTION_STARTS: Partial<Record<BookingFieldSpec['key'], MessageDescriptor>> = {
  firstName: msg`Gast`,
  service: msg`Fahrt`,
  passengers: msg`Personen und Gepäck`,
  pickupLocation: msg`Strecke`,
  returnDate: msg`Rückfahrt`,
  specialRequests: msg`Sonderwünsche`,
  locale: msg`Eingang`,
};

type Row = { label: string; value: string; href?: string; email?: boolean; long?: boolean };
/** A text of the guest's own (the special requests) stands under its title, as in the mail. */
type Section = { title: string; rows: Row[]; text?: string };

/** 'Rückfahrt: Datum' under the section 'Rückfahrt' reads 'Datum'. */
function shortLabel(label: string): string {
  const rest = label.split(': ')[1];
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : label;
}

/**
 * Every field the guest sent, in the request model's order and labels (so a field added to the
 * model shows here by itself, as in the operator's mail), grouped as the mail groups them.
 */
export function RequestFields({ request }: { request: OperatorRequest }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const cars = useCarNames();
  const languages: Record<Locale, string> = { de: t`Deutsch`, en: t`Englisch` };

  const format = (field: BookingFieldSpec, booking: StoredBooking): Row | null => {
    const value = booking[field.key];
    const empty =
      value === undefined ||
      value === '' ||
      (field.key === 'specialRequests' && typedWishes(value) === undefined);
    if (empty || (Array.isArray(value) && value.length === 0)) {
      return null;
    }
    const row = (text: string, extra: Partial<Row> = {}): Row => ({
      label: shortLabel(fieldLabel(field.key, booking.service, locale)),
      value: text,
      ...extra,
    });
    switch (field.format) {
      case 'service':
        return row(i18n._(bookableServiceLabels[booking.service]));
      case 'car':
        return row(cars[booking.carType]);
      case 'tour':
        return row(tourLine(value as TourId, i18n));
      case 'date':
        return row(formatDay(String(value), locale, 'long'));
      case 'time':
        return row(formatClock(String(value), locale));
      case 'ages':
        return row(formatChildAges(value as number[], i18n));
      case 'locale':
        return row(languages[value as Locale] ?? String(value));
      case 'email':
        return row(String(value), { href: `mailto:${String(value)}`, email: true });
      case 'phone':
        return row(String(value), { href: telHref(String(value)) });
      // Every format named: one the model gains does not compile until it is shown here, as
      // the tour once showed its key ('altstadt'). A long text stands under its section's title.
      case 'longText':
        return row(String(value), { long: true });
      case 'text':
      case 'count':
        return row(String(value));
    }
  };

  const sections: Section[] = [];
  for (const field of BOOKING_FIELDS) {
    const start = SECTION_STARTS[field.key];
    if (start || sections.length === 0)
      sections.push({ title: i18n._(start ?? msg`Gast`), rows: [] });
    const row = format(field, request.booking);
    if (row?.long) sections.at(-1)!.text = row.value;
    else if (row) sections.at(-1)!.rows.push(row);
  }
  sections.at(-1)!.rows.push(
    {
      label: t`Eingegangen`,
      value: formatViennaTime(request.receivedAt, locale, { year: true }),
    },
    { label: t`Referenz`, value: request.reference },
  );

  return (
    <div className="request-fields">
      {sections
        .filter((section) => section.rows.length > 0 || section.text)
        .map((section) => (
          <section key={section.title} className="request-fields__section">
            <h3 className="request-fields__title">{section.title}</h3>
            {section.text && <p className="request-fields__text">{section.text}</p>}
            {section.rows.length > 0 && (
              <dl className="facts">
                {section.rows.map((row) => (
                  <div key={row.label} className="facts__row">
                    <dt>{row.label}</dt>
                    <dd>
                      {row.href ? (
                        <a href={row.href}>
                          {row.email ? <BreakableEmail email={row.value} /> : row.value}
                        </a>
                      ) : (
                        row.value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        ))}
    </div>
  );
}
