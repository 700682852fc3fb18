import { describe, expect, it } from 'vitest';
import { isIosSafari, runsInstalled, showsIosGuide, type GuideFacts } from './ios-install.ts';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPadSafariOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  // iPadOS 13 and later, and any Mac: the same user agent.
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPhoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  iPhoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.2592.56 Mobile/15E148 Safari/605.1.15',
  iPhoneGoogleApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/322.0.648915268 Mobile/15E148 Safari/604.1',
  iPhoneDuckDuckGo:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1 Ddg/17.5',
  iPhoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.3.23.54 (iPhone14,5; iOS 17_5; de_AT; de; scale=3.00; 1170x2532; 609960470)',
  iPhoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.40.97;FBBV/612345678]',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

describe('isIosSafari', () => {
  it('knows Safari on an iPhone and on an iPad', () => {
    expect(isIosSafari({ userAgent: UA.iPhoneSafari, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: UA.iPadSafariOld, maxTouchPoints: 5 })).toBe(true);
  });

  it('tells an iPad presenting itself as a Mac by its touch points', () => {
    expect(isIosSafari({ userAgent: UA.macSafari, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: UA.macSafari, maxTouchPoints: 0 })).toBe(false);
  });

  it('leaves out the other browsers and the apps’ built-in ones on iOS', () => {
    for (const userAgent of [
      UA.iPhoneChrome,
      UA.iPhoneFirefox,
      UA.iPhoneEdge,
      UA.iPhoneGoogleApp,
      UA.iPhoneDuckDuckGo,
      UA.iPhoneInstagram,
      UA.iPhoneFacebook,
    ]) {
      expect(isIosSafari({ userAgent, maxTouchPoints: 5 }), userAgent).toBe(false);
    }
  });

  it('leaves out Android', () => {
    expect(isIosSafari({ userAgent: UA.androidChrome, maxTouchPoints: 5 })).toBe(false);
  });
});

describe('runsInstalled', () => {
  const windowWith = (standalone: boolean | undefined, displayMode: boolean) =>
    ({
      navigator: { standalone },
      matchMedia: (query: string) => ({
        matches: displayMode && query === '(display-mode: standalone)',
      }),
    }) as unknown as Window;

  it('reads iOS’s own flag and the display mode', () => {
    expect(runsInstalled(windowWith(true, false))).toBe(true);
    expect(runsInstalled(windowWith(undefined, true))).toBe(true);
    expect(runsInstalled(windowWith(false, false))).toBe(false);
    expect(runsInstalled(windowWith(undefined, false))).toBe(false);
  });
});

describe('showsIosGuide', () => {
  const shown: GuideFacts = {
    iosSafari: true,
    installed: false,
    views: 2,
    quietPage: false,
    dismissed: false,
    shownOnEarlierVisit: false,
  };

  it('shows from the second page view of Safari on iOS', () => {
    expect(showsIosGuide(shown)).toBe(true);
    expect(showsIosGuide({ ...shown, views: 1 })).toBe(false);
  });

  it('never on the booking page, in the installed app, once closed, or on a later visit', () => {
    expect(showsIosGuide({ ...shown, quietPage: true })).toBe(false);
    expect(showsIosGuide({ ...shown, installed: true })).toBe(false);
    expect(showsIosGuide({ ...shown, dismissed: true })).toBe(false);
    expect(showsIosGuide({ ...shown, shownOnEarlierVisit: true })).toBe(false);
  });

  it('never elsewhere than Safari on iOS', () => {
    expect(showsIosGuide({ ...shown, iosSafari: false })).toBe(false);
  });
});
