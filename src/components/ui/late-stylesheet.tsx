import { useEffect, useRef, useState } from 'react';
import { LATE_STYLE_ATTRIBUTE } from '../../lib/late-style.ts';

/**
 * A stylesheet for what lies below the first screen: the browser fetches it while it reads the
 * page, but it never holds up the first paint, and the page stays within its first round trip
 * (docs/decisions/prerendering-and-boot.md). It comes as `media="print"`, which the browser
 * fetches without waiting for it, and applies once it has arrived: switched on by the boot script
 * before the app runs, by this component once it does (or on a page the app draws itself).
 * Without scripts the copy in <noscript> applies it.
 */
export function LateStylesheet({ href }: { href: string }) {
  const link = useRef<HTMLLinkElement>(null);
  const [arrived, setArrived] = useState(false);
  // It may have arrived before the app listened for it.
  useEffect(() => {
    if (link.current?.sheet) setArrived(true);
  }, []);
  return (
    <>
      <link
        ref={link}
        rel="stylesheet"
        href={href}
        media={arrived ? 'all' : 'print'}
        onLoad={() => setArrived(true)}
        {...{ [LATE_STYLE_ATTRIBUTE]: '' }}
      />
      <noscript>
        <link rel="stylesheet" href={href} />
      </noscript>
    </>
  );
}
