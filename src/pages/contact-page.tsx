import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { business, mailtoHref, telHref } from '../content/business.ts';
import { BookingSection } from '../features/booking/booking-section.tsx';
import { ContactSection } from '../features/contact/contact-section.tsx';
import { BusinessHours } from '../features/layout/business-hours.tsx';
import '../features/forms/forms.css';

const TABS = ['booking', 'contact'] as const;
type Tab = (typeof TABS)[number];

const subscribeNothing = () => () => {};

/**
 * The tab the address asks for (`?tab=contact`). While hydrating it is the booking tab, as in the
 * prerendered HTML, so the page does not mismatch; React renders again right after hydration only
 * when the address asks for the other tab (re-rendering both forms is a long task on a phone).
 */
function useRequestedTab(requested: Tab): Tab {
  return useSyncExternalStore<Tab>(
    subscribeNothing,
    () => requested,
    () => 'booking',
  );
}

export function ContactPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab = useRequestedTab(params.get('tab') === 'contact' ? 'contact' : 'booking');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ booking: null, contact: null });
  // A tab's form is built when the tab is first shown, then kept (with what was typed): the
  // hidden form cost the page's start a second form to hydrate and render.
  const [opened, setOpened] = useState<readonly Tab[]>([tab]);
  if (!opened.includes(tab)) setOpened([...opened, tab]);

  const select = (next: Tab, focus = false) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'contact') updated.set('tab', 'contact');
        else updated.delete('tab');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
    if (focus) tabRefs.current[next]?.focus();
  };

  // WAI-ARIA tabs: arrow keys move between the tabs (and select them), Home and End jump.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(TABS[next] as Tab, true);
  };

  const labels: Record<Tab, string> = { booking: t`Buchung`, contact: t`Kontakt` };

  return (
    <article className="page contact-page">
      <header className="contact-page__intro">
        <p className="contact-page__eyebrow">
          <Trans>Buchung & Anfragen</Trans>
        </p>
        <h1 className="page__title">
          <Trans>Kontakt</Trans>
        </h1>
        <p className="contact-page__lead">
          <Trans>
            Buchen Sie Ihre Fahrt oder schreiben Sie uns – wir melden uns innerhalb von 24 Stunden
            persönlich bei Ihnen.
          </Trans>
        </p>
      </header>

      <div className="contact-page__layout">
        <div className="contact-page__main">
          <div className="tabs" role="tablist" aria-label={t`Buchung oder Nachricht`}>
            {TABS.map((name) => (
              <button
                key={name}
                ref={(node) => {
                  tabRefs.current[name] = node;
                }}
                type="button"
                role="tab"
                id={`tab-${name}`}
                className="tabs__tab"
                aria-selected={tab === name}
                aria-controls={`panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => select(name)}
                onKeyDown={onKeyDown}
              >
                {name === 'booking' ? <CalendarGlyph /> : <MailGlyph />}
                {labels[name]}
              </button>
            ))}
          </div>
          {TABS.map((name) => (
            <div
              key={name}
              role="tabpanel"
              id={`panel-${name}`}
              aria-labelledby={`tab-${name}`}
              className="tabs__panel"
              hidden={tab !== name}
            >
              {opened.includes(name) &&
                (name === 'booking' ? <BookingSection /> : <ContactSection />)}
            </div>
          ))}
        </div>

        <aside className="contact-card" aria-labelledby="direct-contact">
          <h2 id="direct-contact" className="contact-card__title">
            <Trans>Direkter Kontakt</Trans>
          </h2>
          <p className="contact-card__text">
            <Trans>Lieber persönlich? Rufen Sie uns an oder schreiben Sie eine E-Mail.</Trans>
          </p>
          <ul className="contact-card__list">
            <li>
              <PhoneGlyph />
              <a href={telHref}>{business.phoneDisplay}</a>
            </li>
            <li>
              <MailGlyph />
              <a href={mailtoHref}>{business.email}</a>
            </li>
            <li>
              <PinGlyph />
              <span>
                {business.address.street}, {business.address.postalCode} {business.address.city}
              </span>
            </li>
          </ul>
          <div className="contact-card__hours">
            <h3 className="contact-card__subtitle">
              <Trans>Geschäftszeiten</Trans>
            </h3>
            <BusinessHours />
          </div>
          <p className="contact-card__promise">
            <Trans>Antwort innerhalb von 24 Stunden · 100{'\u00a0'}% Diskretion</Trans>
          </p>
        </aside>
      </div>
    </article>
  );
}

function CalendarGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <rect
        x="3"
        y="5"
        width="18"
        height="16"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path
        d="M3 10h18M8 3v4M16 3v4"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MailGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <rect
        x="3"
        y="5"
        width="18"
        height="14"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path
        d="m4 7 8 6 8-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PhoneGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path
        d="M6.6 3.5h3l1.5 4.2-2 1.4a11.5 11.5 0 0 0 5.8 5.8l1.4-2 4.2 1.5v3a2 2 0 0 1-2.2 2A17 17 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PinGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path
        d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="10" r="2.3" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
