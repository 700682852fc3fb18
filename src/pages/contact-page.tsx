import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DeferredHydration } from '../components/ui/deferred-hydration.tsx';
import { Icon } from '../components/ui/icons.tsx';
import { LateStylesheet } from '../components/ui/late-stylesheet.tsx';
import { BookingSection } from '../features/booking/booking-section.tsx';
import { ContactCard } from '../features/contact/contact-card.tsx';
import { ContactSection } from '../features/contact/contact-section.tsx';
import { keptMessageCount, useKeptRequestsStore } from '../features/pwa/kept-requests-store.ts';
import '../features/forms/forms.css';
import resultsCss from '../features/forms/results.css?url';

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

const subscribeOnline = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

export function ContactPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab = useRequestedTab(params.get('tab') === 'contact' ? 'contact' : 'booking');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ booking: null, contact: null });
  // A tab's form is built when the tab is first shown, then kept (with what was typed): the
  // hidden form cost the page's start a second form to hydrate and render.
  const [opened, setOpened] = useState<readonly Tab[]>([tab]);
  if (!opened.includes(tab)) setOpened([...opened, tab]);
  // Online, and the service did not take a kept request: its panel stops saying "offline".
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const serviceFailing = useKeptRequestsStore((state) => state.serviceFailing) && online;
  const keptBookings = useKeptRequestsStore((state) => state.bookings.length);
  const keptMessages = useKeptRequestsStore(keptMessageCount);

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
          <div className="segments" role="tablist" aria-label={t`Buchung oder Nachricht`}>
            {TABS.map((name) => (
              <button
                key={name}
                ref={(node) => {
                  tabRefs.current[name] = node;
                }}
                type="button"
                role="tab"
                id={`tab-${name}`}
                className="segments__button"
                aria-selected={tab === name}
                aria-controls={`panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => select(name)}
                onKeyDown={onKeyDown}
              >
                <Icon name={name === 'booking' ? 'calendar' : 'mail'} size={18} strokeWidth={1.8} />
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
              {opened.includes(name) && (
                <DeferredHydration>
                  {name === 'booking' ? (
                    <BookingSection serviceFailing={serviceFailing} kept={keptBookings} />
                  ) : (
                    <ContactSection serviceFailing={serviceFailing} kept={keptMessages} />
                  )}
                </DeferredHydration>
              )}
            </div>
          ))}
        </div>

        <DeferredHydration>
          <ContactCard />
        </DeferredHydration>
      </div>
      {/* What shows once a request is sent: fetched while the page loads, never waited for. */}
      <LateStylesheet href={resultsCss} />
    </article>
  );
}
