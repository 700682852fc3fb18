import type { CSSProperties, ReactNode } from 'react';
import type { ResponsiveImage as ImageData } from '../../content/images.generated.ts';
import { HeroImage } from './hero-image.tsx';
import type { ImageTimeout } from './use-image-ready.ts';
import './section.css';
import './page-hero.css';

/** Tour and service heroes wait 800 ms on phones and 1500 ms elsewhere (docs/product.md, tour and sight pages). */
export const PAGE_HERO_TIMEOUT: ImageTimeout = { mobile: 800, desktop: 1500 };

/**
 * The hero of a tour, sight or service page: photo with dark overlay, eyebrow, the page's h1 and
 * a lead line. 'tour' is 50vh on phones and 60vh above; 'service' is 60vh.
 */
export function PageHero({
  image,
  alt,
  position,
  eyebrow,
  title,
  lead,
  size,
  fixed = false,
  fixedTop,
}: {
  image: ImageData;
  alt: string;
  position?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  size: 'tour' | 'service';
  fixed?: boolean;
  /** Where the fixed photo starts (CSS length, default -20vh): which band of it the hero frames. */
  fixedTop?: string;
}) {
  const style = fixedTop ? ({ '--hero-fixed-top': fixedTop } as CSSProperties) : undefined;
  return (
    <header className="page-hero" data-size={size} style={style}>
      <HeroImage
        image={image}
        alt={alt}
        position={position}
        timeout={PAGE_HERO_TIMEOUT}
        fixed={fixed}
      />
      <div className="page-hero__content container">
        {eyebrow && <p className="eyebrow page-hero__eyebrow">{eyebrow}</p>}
        <h1 className="page-hero__title">{title}</h1>
        {lead && <p className="page-hero__lead">{lead}</p>}
      </div>
    </header>
  );
}
