import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageNavLink } from '../../components/ui/page-link.tsx';
import { contactNavItem, navGroups, type NavGroup } from '../../content/navigation.ts';

const navLabel = msg`Hauptnavigation`;

/**
 * The navigation under 1024 px: a toggle opens a panel whose groups expand one by one. The
 * language flags stand in the open panel too, shown there only where the header has no room for
 * them (layout.css, docs/product.md "The largest text"); drawn only while it is open, so that
 * every page's first HTML stays within its first round trip (tests/e2e/budget.spec.ts).
 */
export function MobileMenu({ languages }: { languages?: ReactNode }) {
  const { pathname } = useLocation();
  // Open only on the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const { i18n } = useLingui();

  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // Escape closes it from wherever the focus is, and the focus goes back to its button.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div
      className="mobile-menu"
      // Tabbing out of the open menu closes it: left open, it hid the page's focused links.
      // A tap elsewhere moves no focus (relatedTarget is null) and leaves it as it is.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next && !event.currentTarget.contains(next)) setOpenOn(null);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">
          {open ? <Trans>Menü schließen</Trans> : <Trans>Menü öffnen</Trans>}
        </span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
          )}
        </svg>
      </button>
      <nav id={panelId} className="mobile-menu__panel" hidden={!open} aria-label={i18n._(navLabel)}>
        <ul>
          {navGroups.map((group) => (
            <MobileGroup key={group.id} group={group} />
          ))}
          <li>
            <PageNavLink to={contactNavItem.to} className="mobile-menu__link">
              {i18n._(contactNavItem.label)}
            </PageNavLink>
          </li>
        </ul>
        {open && languages && <div className="mobile-menu__languages">{languages}</div>}
      </nav>
    </div>
  );
}

function MobileGroup({ group }: { group: NavGroup }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { i18n } = useLingui();
  return (
    <li className="mobile-menu__group">
      <button
        type="button"
        className="mobile-menu__group-button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {i18n._(group.label)}
        <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={listId} hidden={!expanded}>
        {group.items.map((item) => (
          <li key={item.to}>
            <PageNavLink to={item.to} className="mobile-menu__link mobile-menu__link--sub">
              {i18n._(item.label)}
            </PageNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
