import { Fragment } from 'react';

/** One fact of a line; `whole` keeps it on one line (`.nowrap`, which lets go below 13 text widths). */
export type Fact = { text: string; whole: boolean };

/**
 * Short facts in a row, 'Anna Berger · 2 Personen · V-Klasse': the line breaks between them, the
 * dot ending a line, never starting one (a no-break space before it).
 */
export function FactLine({ facts }: { facts: readonly Fact[] }) {
  return facts.map(({ text, whole }, index) => (
    <Fragment key={index}>
      {index > 0 && '\u00a0· '}
      {whole ? <span className="nowrap">{text}</span> : text}
    </Fragment>
  ));
}
