/**
 * The HTML part in the site's look: the brand's header (logo and wordmark), the reference on
 * top, sections of rows stacked for a phone's width, the business's contact block. Table
 * layout and inline styles, because mail programs ignore most CSS.
 */
import { business } from '../schemas/business.ts';
import { LOGO_CONTENT_ID, MAIL_COLORS as C, MAIL_FONTS as F } from './brand.ts';
import {
  businessAddress,
  contactRows,
  type Action,
  type MailDocument,
  type Row,
  type Section,
} from './mail-document.ts';
import { escapeHtml, htmlText } from './text.ts';

/**
 * Up to this width the headline is 22 px, not 26: the longest service names
 * ('Langstreckenfahrten') fit 26 px from about 340 px and would break inside the word below it
 * (tests/e2e/mail-width.spec.ts). The mail apps of phones that narrow read a media query; a
 * desktop program that ignores it is wide enough.
 */
export const NARROW_MAIL_MAX = 359;

const style = (rules: Record<string, string | number>) =>
  Object.entries(rules)
    .map(([key, value]) => `${key}:${value}`)
    .join(';');

const link = (row: Row, color: string = C['gold-dark']) =>
  row.href
    ? `<a href="${escapeHtml(row.href)}" style="${style({ color, 'text-decoration': 'underline' })}">${htmlText(row.value)}</a>`
    : htmlText(row.value);

function htmlRows(rows: readonly Row[]): string {
  return rows
    .map(
      (row) =>
        `<tr><td style="${style({ padding: '7px 0', 'border-bottom': `1px solid ${C.border}` })}">` +
        `<div style="${style({ 'font-family': F.sans, 'font-size': '12px', 'letter-spacing': '0.06em', 'text-transform': 'uppercase', color: C.muted })}">${escapeHtml(row.label)}</div>` +
        `<div style="${style({ 'font-family': F.sans, 'font-size': '16px', 'line-height': '1.4', color: C.text })}">${link(row)}</div>` +
        '</td></tr>',
    )
    .join('');
}

const paragraph = (text: string, extra: Record<string, string> = {}) =>
  `<p style="${style({ margin: '0 0 14px', 'font-family': F.sans, 'font-size': '16px', 'line-height': '1.5', color: C.text, ...extra })}">${htmlText(text)}</p>`;

function htmlSection(section: Section): string {
  const title = `<h2 style="${style({ margin: '24px 0 6px', 'font-family': F.sans, 'font-size': '13px', 'font-weight': 700, 'letter-spacing': '0.12em', 'text-transform': 'uppercase', color: C['gold-dark'] })}">${escapeHtml(section.title)}</h2>`;
  const rows = section.rows?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${htmlRows(section.rows)}</table>`
    : '';
  const text = section.text
    ? `<div style="${style({ padding: '12px 14px', background: C.cream, 'border-radius': '8px', 'font-family': F.sans, 'font-size': '15px', 'line-height': '1.5', color: C.text })}">${htmlText(section.text)}</div>`
    : '';
  return title + rows + text;
}

function htmlActions(actions: readonly Action[]): string {
  const buttons = actions
    .map(
      (a) =>
        `<a href="${escapeHtml(a.href)}" style="${style({ display: 'inline-block', margin: '0 8px 8px 0', padding: '10px 16px', background: C.navy, color: C['gold-light'], 'border-radius': '999px', 'font-family': F.sans, 'font-size': '15px', 'font-weight': 600, 'text-decoration': 'none' })}">${escapeHtml(a.label)}</a>`,
    )
    .join('');
  return `<div style="margin:12px 0 4px">${buttons}</div>`;
}

function htmlHeader(): string {
  return (
    `<tr><td align="center" style="${style({ background: C.navy, padding: '22px 24px 18px' })}">` +
    `<img src="cid:${LOGO_CONTENT_ID}" width="56" height="56" alt="" style="display:block;margin:0 auto 8px;border:0">` +
    `<div style="${style({ 'font-family': F.serif, 'font-size': '22px', color: C['gold-light'], 'letter-spacing': '0.02em' })}">${escapeHtml(business.shortName)}</div>` +
    `<div style="${style({ 'font-family': F.sans, 'font-size': '11px', color: C.gold, 'letter-spacing': '0.32em', 'text-transform': 'uppercase', 'margin-top': '2px' })}">${escapeHtml(business.address.city)}</div>` +
    '</td></tr>'
  );
}

function htmlContact(doc: MailDocument): string {
  if (!doc.contact) return '';
  const small = { 'font-size': '14px', margin: '0 0 4px' };
  return (
    `<tr><td style="${style({ background: C.cream, padding: '20px 24px', 'border-top': `1px solid ${C.border}` })}">` +
    `<h2 style="${style({ margin: '0 0 8px', 'font-family': F.serif, 'font-size': '18px', 'font-weight': 400, color: C.navy })}">${escapeHtml(doc.contact.title)}</h2>` +
    paragraph(business.name, { ...small, 'font-weight': '600' }) +
    contactRows(doc.contact)
      .map(
        (row) =>
          `<p style="${style({ margin: '0 0 4px', 'font-family': F.sans, 'font-size': '14px', color: C.text })}">${escapeHtml(row.label)}: ${link(row)}</p>`,
      )
      .join('') +
    paragraph(businessAddress(doc.lang), small) +
    '</td></tr>'
  );
}

export function renderHtml(doc: MailDocument): string {
  const body = [
    doc.reference
      ? `<div style="${style({ 'font-family': F.sans, 'font-size': '12px', 'letter-spacing': '0.12em', 'text-transform': 'uppercase', color: C.muted })}">${escapeHtml(doc.reference.label)}</div>` +
        `<div style="${style({ 'font-family': F.mono, 'font-size': '26px', 'font-weight': 700, 'letter-spacing': '0.08em', color: C.navy, margin: '2px 0 18px' })}">${escapeHtml(doc.reference.value)}</div>`
      : '',
    `<h1 style="${style({ margin: '0 0 8px', 'font-family': F.serif, 'font-size': '26px', 'font-weight': 400, 'line-height': '1.25', color: C.ink })}">${htmlText(doc.headline)}</h1>`,
    // The first fact (when) stands out; the others (where, what to send) follow plainly.
    ...(doc.facts ?? []).map((fact, i) =>
      paragraph(fact, {
        margin: '0 0 4px',
        'font-size': i === 0 ? '18px' : '16px',
        'font-weight': i === 0 ? '700' : '400',
      }),
    ),
    doc.actions?.length ? htmlActions(doc.actions) : '',
    `<div style="height:10px"></div>`,
    ...(doc.lead ?? []).map((p) => paragraph(p)),
    ...doc.sections.map(htmlSection),
    `<div style="height:10px"></div>`,
    ...(doc.outro ?? []).map((p) => paragraph(p)),
  ].join('');
  return [
    '<!doctype html>',
    `<html lang="${doc.lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<style>@media (max-width:${NARROW_MAIL_MAX}px){h1{font-size:22px!important}}</style>`,
    `<title>${escapeHtml(doc.subject)}</title></head>`,
    `<body style="${style({ margin: 0, padding: 0, background: C.page })}">`,
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(doc.preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${C.page}"><tr><td align="center" style="padding:16px 8px">`,
    // A long word a visitor pasted (a map link) wraps instead of widening the whole mail, which
    // a phone's mail app would then shrink; word-break for the clients without overflow-wrap.
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${style({ 'max-width': '600px', background: C.surface, 'border-radius': '12px', overflow: 'hidden', border: `1px solid ${C.border}`, 'overflow-wrap': 'anywhere', 'word-break': 'break-word' })}">`,
    htmlHeader(),
    `<tr><td style="padding:24px 22px 8px">${body}</td></tr>`,
    htmlContact(doc),
    '</table></td></tr></table></body></html>',
  ].join('');
}
