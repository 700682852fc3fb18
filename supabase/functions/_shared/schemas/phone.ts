/**
 * A phone number a visitor typed as a tel: link, for the operator's mail and console: digits and
 * a leading plus, and an extension written after them ('ext. 42', 'x42', 'Durchwahl 42') as
 * `;ext=42` (RFC 3966): glued to the number, it dialled another one.
 */
const EXTENSION = /\s*(?:ext\.?|extension|x|durchwahl|dw\.?|#)\s*(\d{1,6})\s*$/i;

export function telHref(phone: string): string | undefined {
  const extension = EXTENSION.exec(phone);
  const written = extension ? phone.slice(0, extension.index) : phone;
  // '+43 (0)662 …': the trunk zero in brackets is dialled at home only, never after +43.
  const number = written.trim().startsWith('+') ? written.replace(/\(\s*0\s*\)/g, '') : written;
  const digits = number.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  if (digits.replace('+', '').length < 4) return undefined;
  return `tel:${digits}${extension ? `;ext=${extension[1]}` : ''}`;
}
