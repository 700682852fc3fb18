/** Plain-text and HTML building blocks shared by the four mails. */
import { escapeHtml, htmlText } from './text.ts';
import type { OutgoingMail, RequestMeta } from './types.ts';

export type Field = readonly [label: string, value: string];

/** "Label: value" lines; multi-line values are indented under their label. */
export function textFields(fields: readonly Field[]): string {
  return fields
    .map(([label, value]) => `${label}: ${value.replace(/\r\n?/g, '\n').replace(/\n/g, '\n  ')}`)
    .join('\n');
}

function htmlFields(fields: readonly Field[]): string {
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:#555;font-weight:600">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${htmlText(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;font-size:15px">${rows}</table>`;
}

function htmlParagraphs(paragraphs: readonly string[]): string {
  return paragraphs.map((p) => `<p style="margin:0 0 14px">${htmlText(p)}</p>`).join('');
}

/** A complete, self-contained HTML document; every argument is already escaped HTML. */
function htmlDocument(lang: string, title: string, bodyHtml: string): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${title}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f7f1f3;font-family:Georgia,serif;color:#1a1a1a">',
    '<div style="max-width:600px;margin:0 auto;background:#fff;padding:28px;border-radius:8px">',
    bodyHtml,
    '</div></body></html>',
  ].join('');
}

/** Wall-clock time in Vienna for "received at" lines. */
export function viennaTimestamp(instant: Date, locale: 'de' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-AT' : 'en-GB', {
    timeZone: 'Europe/Vienna',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(instant);
}

/** A mail of a request, keyed per recipient role so providers drop a repeated send. */
export function keyedMail(
  meta: RequestMeta,
  role: 'operator' | 'visitor',
  parts: Omit<OutgoingMail, 'idempotencyKey'>,
): OutgoingMail {
  return { idempotencyKey: `${meta.idempotencyKey}-${role}`, ...parts };
}

/** Text and HTML bodies: paragraphs, a table of fields, closing paragraphs. */
export function renderBody(
  lang: 'de' | 'en',
  subject: string,
  intro: readonly string[],
  fields: readonly Field[],
  outro: readonly string[],
): { text: string; html: string } {
  const text = [...intro, '', textFields(fields), '', ...outro].join('\n');
  const html = htmlDocument(
    lang,
    escapeHtml(subject),
    htmlParagraphs(intro) +
      htmlFields(fields) +
      `<div style="margin-top:18px">${htmlParagraphs(outro)}</div>`,
  );
  return { text, html };
}
