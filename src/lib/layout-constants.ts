/** Layout and timing constants (docs/product.md). */
export const SCROLL_THRESHOLD_PX = 20;
export const DROPDOWN_CLOSE_DELAY_MS = 300;
export const MOBILE_MAX_WIDTH_PX = 767;
