/**
 * The site's look for the e-mails: its colours (the custom properties of src/app/theme.css,
 * which brand.test.ts keeps in step), its type with the fonts mail programs have, and the logo
 * as an inline PNG.
 */
import { MAIL_LOGO_PNG_BASE64 } from './logo.generated.ts';

export const MAIL_COLORS = {
  page: '#fbeff1',
  ink: '#0f1115',
  navy: '#141b2d',
  gold: '#c9a45c',
  'gold-light': '#e6cf9a',
  'gold-dark': '#7a5c1e',
  cream: '#f7f1e6',
  text: '#1c1d22',
  muted: '#4a4c55',
  surface: '#ffffff',
  border: '#e7d5d9',
} as const;

/** The site's Playfair Display and Inter when installed, else the closest system fonts. */
export const MAIL_FONTS = {
  serif: "'Playfair Display',Georgia,'Times New Roman',serif",
  sans: "Inter,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif",
  mono: "ui-monospace,Menlo,Consolas,'Courier New',monospace",
} as const;

export const LOGO_CONTENT_ID = 'logo@prestige-limousines';

/** The logo beside the HTML; `<img src="cid:…">` shows it without fetching anything. */
export const LOGO_ATTACHMENT = {
  filename: 'logo.png',
  contentType: 'image/png',
  content: MAIL_LOGO_PNG_BASE64,
  encoding: 'base64',
  contentId: LOGO_CONTENT_ID,
} as const;
