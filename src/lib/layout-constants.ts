/** Spec point 9: layout and timing constants. */
export const SCROLL_THRESHOLD_PX = 20;
export const DROPDOWN_CLOSE_DELAY_MS = 300;
export const MOBILE_MAX_WIDTH_PX = 767;
