import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PageNavLink } from '../../components/ui/page-link.tsx';
import type { NavGroup } from '../../content/navigation.ts';
import { DROPDOWN_CLOSE_DELAY_MS } from '../../lib/layout-constants.ts';

/**
 * A disclosure menu: opens on hover and closes 300 ms after the pointer leaves (so a pointer
 * crossing the gap to the panel does not close it); a click opens it, and keeps it open when the
 * hover just did (a mouse always hovers before it clicks), a second click closes it; Enter, Space
 * or ArrowDown open it from the keyboard, arrows move, Escape closes and returns focus to the
 * button.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  /** Opened by the pointer's hover, not yet clicked: a click then keeps it open. */
  const openedByHover = useRef(false);
  const panelId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  useEffect(() => {
    if (!open) openedByHover.current = false;
    if (!open || !focusOnOpen.current) return;
    const links = itemLinks(listRef.current);
    (focusOnOpen.current === 'first' ? links[0] : links.at(-1))?.focus();
    focusOnOpen.current = null;
  }, [open]);

  const openWithFocus = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    cancelClose();
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openWithFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus('last');
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = itemLinks(listRef.current);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (to: number) => {
      event.preventDefault();
      links[(to + links.length) % links.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(links.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li
      className="nav-dropdown"
      data-open={open || undefined}
      onPointerEnter={(e) => {
        if (e.pointerType === 'touch') return;
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => e.pointerType !== 'touch' && scheduleClose()}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link nav-dropdown__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          const keep = open && openedByHover.current;
          openedByHover.current = false;
          if (!keep) setOpen(!open);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {i18n._(group.label)}
        <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul
        ref={listRef}
        id={panelId}
        className="nav-dropdown__panel"
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <PageNavLink to={item.to} className="nav-dropdown__item" onClick={() => setOpen(false)}>
              {i18n._(item.label)}
            </PageNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

function itemLinks(list: HTMLUListElement | null): HTMLAnchorElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLAnchorElement>('a')) : [];
}
