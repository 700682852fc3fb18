import { Fragment, type CSSProperties } from 'react';
import { business } from '../../content/business.ts';

/**
 * The business's contact details as text that never breaks inside a value: a line may end
 * between the street and the town, never inside a phone number, a street or a word of the
 * e-mail address (browsers break after every hyphen of 'prestige-limousines-salzburg').
 */

/** 'office@' · 'prestige-limousines-salzburg' · '.at': the places an address may break. */
export function emailParts(email: string): string[] {
  const at = email.indexOf('@') + 1;
  const [domain = '', ...rest] = email.slice(at).split('.');
  return [email.slice(0, at), domain, ...rest.map((part) => `.${part}`)];
}

/**
 * The e-mail address: breaks only after its '@' or before a dot, and only when it must. Inside
 * an `.email-fit` line its type first shrinks to fit (ui.css), which needs its lengths.
 */
export function EmailAddress() {
  const parts = emailParts(business.email);
  const style = {
    '--email-chars': business.email.length,
    '--email-domain-chars': business.email.length - (parts[0]?.length ?? 0),
  } as CSSProperties;
  return (
    <span className="email-address" style={style}>
      {parts.map((part, index) => (
        <Fragment key={part}>
          {index > 0 && <wbr />}
          <span className="nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * Anyone's e-mail address, which may be longer than its line: it breaks after its '@' or before a
 * dot first, and inside a part only where the line leaves no other way (the CSS's overflow-wrap).
 */
export function BreakableEmail({ email }: { email: string }) {
  return emailParts(email).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

export function PhoneNumber() {
  return <span className="nowrap">{business.phoneDisplay}</span>;
}

/**
 * 'Schwarzstraße 12, 5020 Salzburg': the line may break after the comma only. A browser's
 * translation leaves it as a visitor reads it out to a driver (docs/product.md).
 */
export function StreetAddress() {
  const { street, postalCode, city } = business.address;
  return (
    <span translate="no">
      <span className="nowrap">{street},</span>{' '}
      <span className="nowrap">
        {postalCode} {city}
      </span>
    </span>
  );
}
