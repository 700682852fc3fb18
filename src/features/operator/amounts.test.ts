import { describe, expect, it } from 'vitest';
import { centsToInput, parseEuroCents } from './amounts.ts';

describe('parseEuroCents', () => {
  it.each([
    ['540', 54000],
    ['540,50', 54050],
    ['540.50', 54050],
    ['540,5', 54050],
    [' € 540 ', 54000],
    ['1.540,50', 154050],
    ['1,540.50', 154050],
    ['1,540', 154000],
    ['1.540', 154000],
    ['0', 0],
    ['540 €', 54000],
    // Whole euros as an Austrian price tag writes them.
    ['540,-', 54000],
    ['1.540,– €', 154000],
    ['540.--', 54000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseEuroCents(text)).toBe(cents);
  });

  it('reads an empty field as no amount', () => {
    expect(parseEuroCents('')).toBeUndefined();
    expect(parseEuroCents('  ')).toBeUndefined();
  });

  it.each([
    'abc',
    '540,5050',
    '540-',
    ',-',
    '540,50,-',
    '-540',
    "1'540",
    '5 4 0,5,0',
    '540€50',
    '1.54.0',
    '12e3',
  ])('refuses %j', (text) => {
    expect(parseEuroCents(text)).toBeNaN();
  });

  it('writes cents back in the page language', () => {
    expect(centsToInput(54050, 'de')).toBe('540,50');
    expect(centsToInput(54005, 'en')).toBe('540.05');
    expect(centsToInput(54000, 'en')).toBe('540');
  });
});
