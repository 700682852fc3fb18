/** Language flags. German uses Austria's red-white-red (an Austrian business); both 3:2. */
export const FLAG_DE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 900 600" width="900" height="600">
<title>Österreich</title>
<rect width="900" height="600" fill="#c8102e"/>
<rect y="200" width="900" height="200" fill="#fff"/>
</svg>
`;

/**
 * Union Jack: St Andrew's saltire counterchanged with St Patrick's (the red diagonal sits
 * clockwise of the white, offset as in the official pattern), St George's cross fimbriated in
 * white. Widths follow the official 1/5, 1/15 and 1/30 proportions of the flag's height, drawn in
 * the 3:2 proportion used for UI flags so it matches flag-de.svg.
 */
export function unionJack(width: number, height: number): string {
  const w = width;
  const h = height;
  const cx = w / 2;
  const cy = h / 2;
  const u = h / 30; // official pattern is 30 units high
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<title>United Kingdom</title>
<clipPath id="s"><rect width="${w}" height="${h}"/></clipPath>
<clipPath id="t"><path d="M${cx},${cy}H${w}V${h}ZV${h}H0ZH0V0ZV0H${w}Z"/></clipPath>
<g clip-path="url(#s)">
<rect width="${w}" height="${h}" fill="#012169"/>
<path d="M0,0L${w},${h}M${w},0L0,${h}" stroke="#fff" stroke-width="${6 * u}"/>
<path d="M0,0L${w},${h}M${w},0L0,${h}" clip-path="url(#t)" stroke="#c8102e" stroke-width="${4 * u}"/>
<path d="M${cx},0V${h}M0,${cy}H${w}" stroke="#fff" stroke-width="${10 * u}"/>
<path d="M${cx},0V${h}M0,${cy}H${w}" stroke="#c8102e" stroke-width="${6 * u}"/>
</g>
</svg>
`;
}
