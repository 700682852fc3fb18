/**
 * Marks a late stylesheet: `media="print"` until it has arrived, then switched on (by the boot
 * script, src/lib/boot.ts, and by LateStylesheet). A module of its own, so the component does
 * not draw the boot script's code into the chunks that use it.
 */
export const LATE_STYLE_ATTRIBUTE = 'data-late-style';
