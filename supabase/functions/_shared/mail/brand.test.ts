import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGO_ATTACHMENT, MAIL_COLORS } from './brand.ts';

const theme = readFileSync(
  path.resolve(import.meta.dirname, '../../../../src/app/theme.css'),
  'utf8',
);

describe('the e-mails look like the site', () => {
  it.each(Object.entries(MAIL_COLORS))('--color-%s is %s as on the site', (name, value) => {
    const declared = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(theme)?.[1];
    expect(declared?.toLowerCase()).toBe(value);
  });

  it('carries the logo as a small PNG', () => {
    const png = Buffer.from(LOGO_ATTACHMENT.content, 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.length).toBeLessThan(8 * 1024);
  });
});
