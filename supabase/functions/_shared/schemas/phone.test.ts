import { describe, expect, it } from 'vitest';
import { telHref } from './phone.ts';

describe('telHref', () => {
  it.each([
    ['+43 660 1234567', 'tel:+436601234567'],
    ['0662 870870', 'tel:0662870870'],
    ['+1 (555) 010-9999 ext. 42', 'tel:+15550109999;ext=42'],
    ['+44 20 7946 0000 x 7', 'tel:+442079460000;ext=7'],
    ['0662 870870 Durchwahl 12', 'tel:0662870870;ext=12'],
    ['+43 662 1+2', 'tel:+4366212'],
    ['+43 (0)662 870870', 'tel:+43662870870'],
    ['(0662) 870870', 'tel:0662870870'],
  ])('%j → %j', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('makes no link of what holds no number', () => {
    expect(telHref('call me')).toBeUndefined();
    expect(telHref('+1 x 42')).toBeUndefined();
  });
});
