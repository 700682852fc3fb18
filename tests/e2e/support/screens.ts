/**
 * The screens the end-to-end tests lay pages out on, each a usual width with a usual height for
 * it. Written once: the sweep lays every page out on five of them (`LAYOUT_VIEWPORTS`), on the
 * 360 px one too with larger text, and measures the font swap on the 412 px one; other tests pick
 * one.
 */
export const SCREENS = {
  /** The first iPhone SE, the narrowest screen the site is laid out for. */
  narrowPhone: { width: 320, height: 700 },
  /** A common smaller Android phone. */
  androidPhone: { width: 360, height: 800 },
  /** A current iPhone. */
  phone: { width: 390, height: 844 },
  /** A common larger Android phone. */
  largePhone: { width: 412, height: 823 },
  tablet: { width: 768, height: 1024 },
  landscapeTablet: { width: 1024, height: 768 },
  desktop: { width: 1440, height: 900 },
} as const;

/** A phone as a browser context plays it: its screen, a touch screen, a mobile viewport. */
export const PHONE = { viewport: SCREENS.phone, isMobile: true, hasTouch: true } as const;
