import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import { Icon } from '../../components/ui/icons.tsx';
import { businessToday } from '#shared/schemas/dates.ts';
import { lazyChunk } from '../../lib/lazy-chunk.ts';
import { intlTag } from '../../lib/locales.ts';
import { errorId, FieldMessage, RequiredMark } from '../forms/form-controls.tsx';

const loadCalendar = () => import('./date-calendar.tsx');
const DateCalendar = lazyChunk(loadCalendar);
// Ahead of a tap; offline without a service worker it fails, and the tap waits (lazyChunk).
const preloadCalendar = () => void loadCalendar().catch(() => {});

function formatDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(intlTag(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** The popup while the calendar's code comes; offline it comes once the network is back. */
function CalendarLoading() {
  const { t } = useLingui();
  return (
    <div className="date-field__loading">
      {!navigator.onLine && (
        <p className="date-field__offline">
          {t`Keine Verbindung: Der Kalender erscheint, sobald Sie wieder online sind.`}
        </p>
      )}
    </div>
  );
}

/**
 * A date as a button that opens a calendar popup (react-day-picker, in the visitor's language,
 * earlier days disabled). The calendar takes the focus when it opens, moves by arrow keys,
 * and Escape closes it and returns the focus to the button. Unlike the browser's own date input,
 * it shows the day in the page's language whatever the device's language is.
 */
export function DateField({
  id,
  name,
  label,
  calendarLabel,
  required = false,
  earliest,
  value,
  onChange,
  onBlur,
  buttonRef,
  error,
}: {
  id: string;
  /** The form field's name, so the form can find the button to focus on an error. */
  name: string;
  label: string;
  /** The popup's name for screen readers. */
  calendarLabel: string;
  required?: boolean;
  /** The first day that can be picked; today when not given. */
  earliest?: Date;
  value: Date | undefined;
  onChange: (date: Date) => void;
  onBlur: () => void;
  /** react-hook-form's ref callback, so the form can focus the button. */
  buttonRef: (node: HTMLButtonElement | null) => void;
  error: FieldError | undefined;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const popupId = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  // A button cannot carry aria-required: it says "required" in its description instead.
  const requiredId = `${id}-required`;
  const from = earliest ?? businessToday();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <div
      className="field date-field"
      data-invalid={error ? '' : undefined}
      ref={wrapper}
      onBlur={(event) => {
        // Tabbing out of the calendar closes it.
        if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label className="field__label" id={labelId} htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <button
        type="button"
        id={id}
        name={name}
        ref={(node) => {
          button.current = node;
          buttonRef(node);
        }}
        className="input date-field__button"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={
          [error && errorId(id), required && requiredId].filter(Boolean).join(' ') || undefined
        }
        onClick={() => setOpen((was) => !was)}
        // Fetch the calendar while the visitor heads for it, so it opens at once.
        onPointerEnter={preloadCalendar}
        onFocus={preloadCalendar}
        onBlur={onBlur}
      >
        <Icon name="calendar" size={20} strokeWidth={1.8} className="input__icon" />
        <span id={valueId} className={value ? undefined : 'input__placeholder'}>
          {value ? formatDate(value, i18n.locale) : t`Datum wählen`}
        </span>
      </button>
      {required && (
        <span id={requiredId} hidden>
          {t`Pflichtfeld`}
        </span>
      )}
      {open && (
        <div
          id={popupId}
          role="dialog"
          aria-label={calendarLabel}
          className="date-field__popup"
          onKeyDown={onKeyDown}
        >
          <Suspense fallback={<CalendarLoading />}>
            <DateCalendar
              locale={i18n.locale}
              selected={value}
              earliest={from}
              onSelect={(date) => {
                onChange(date);
                close(true);
              }}
            />
          </Suspense>
        </div>
      )}
      <FieldMessage id={id} error={error} />
    </div>
  );
}
