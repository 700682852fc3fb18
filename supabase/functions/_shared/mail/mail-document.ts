/**
 * What a mail says, before it has a look: the reference, a headline, sections of label/value
 * rows, the business's contact block; and its plain-text part. mail-html.ts gives it the
 * site's look. Every string is plain text; the renderers escape it.
 */
import { business } from '../schemas/business.ts';
import { phoneText } from './format.ts';

/** A row: its value may be a link (tel:, mailto:) the caller built from validated input. */
export interface Row {
  label: string;
  value: string;
  href?: string;
}

export interface Section {
  title: string;
  rows?: readonly Row[];
  /** Free text shown as a paragraph under the title, line breaks kept. */
  text?: string;
}

/** A prominent line under the headline; buttons for taps on a phone. */
export interface Action {
  label: string;
  href: string;
}

export interface MailDocument {
  lang: 'de' | 'en';
  subject: string;
  /** The line inbox lists show after the subject. */
  preheader: string;
  /** A booking's short reference, on top; a contact message has none. */
  reference?: Row;
  headline: string;
  /** Short lines under the headline (when, where), larger than body text. */
  facts?: readonly string[];
  actions?: readonly Action[];
  lead?: readonly string[];
  sections: readonly Section[];
  outro?: readonly string[];
  /** The business's phone, e-mail and address under this title and labels (the visitor's). */
  contact?: { title: string; phone: string; email: string };
}

const indent = (value: string) => value.replace(/\r\n?/g, '\n').replace(/\n/g, '\n  ');

/** "Label: value" lines; multi-line values are indented under their label. */
export function textRows(rows: readonly Row[]): string {
  return rows.map(({ label, value }) => `${label}: ${indent(value)}`).join('\n');
}

export function businessAddress(lang: 'de' | 'en'): string {
  const { street, postalCode, city, country } = business.address;
  const countryName = new Intl.DisplayNames([lang], { type: 'region' }).of(country) ?? country;
  return `${street}, ${postalCode} ${city}, ${countryName}`;
}

export function contactRows(labels: { phone: string; email: string }): Row[] {
  return [
    { label: labels.phone, value: phoneText, href: `tel:${business.phone}` },
    { label: labels.email, value: business.email, href: `mailto:${business.email}` },
  ];
}

export function renderText(doc: MailDocument): string {
  const block = (title: string, body: string) => `${title.toUpperCase()}\n${body}`;
  const actions = (doc.actions ?? []).map(
    (a) => `${a.label}: ${a.href.replace(/^(tel|mailto):/, '')}`,
  );
  const parts = [
    [
      business.name.toUpperCase(),
      ...(doc.reference ? [`${doc.reference.label}: ${doc.reference.value}`] : []),
    ].join('\n'),
    [doc.headline, ...(doc.facts ?? [])].join('\n'),
    ...(actions.length ? [actions.join('\n')] : []),
    ...(doc.lead ?? []),
    ...doc.sections.map((s) =>
      block(s.title, [s.rows ? textRows(s.rows) : '', s.text ?? ''].filter(Boolean).join('\n')),
    ),
    ...(doc.outro ?? []),
  ];
  if (doc.contact) {
    parts.push(
      block(
        doc.contact.title,
        [business.name, textRows(contactRows(doc.contact)), businessAddress(doc.lang)].join('\n'),
      ),
    );
  }
  return `${parts.join('\n\n')}\n`;
}
