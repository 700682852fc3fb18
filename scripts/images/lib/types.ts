import type { Rng } from './rng.ts';
import type { Svg } from './svg.ts';

/** Draws a scene into the design space of `s` (1600×900 for photos, 960×480 for cars). */
type Scene = (s: Svg, rng: Rng) => void;

/**
 * hero: 16:9, 640–2400 wide. card: 4:3 crop of a 16:9 scene, 400/800 wide (cards, gallery).
 * car: 2:1 with a transparent background, 480/960 wide.
 */
export type SlotKind = 'hero' | 'card' | 'gallery' | 'car';

export interface SlotDef {
  kind: SlotKind;
  scene: Scene;
  /** Horizontal centre (design units) of the 4:3 crop for cards. Default: the middle. */
  focus?: number;
}

export interface Format {
  /** Design space of the scene. */
  design: readonly [number, number];
  /** Output aspect (width / height). */
  aspect: number;
  widths: readonly number[];
  /** Width used for the manifest's `fallback` (a mid-size WebP). */
  fallback: number;
  transparent: boolean;
}

export const FORMATS: Record<SlotKind, Format> = {
  hero: {
    design: [1600, 900],
    aspect: 16 / 9,
    widths: [640, 1024, 1600, 2400],
    fallback: 1024,
    transparent: false,
  },
  card: {
    design: [1600, 900],
    aspect: 4 / 3,
    widths: [400, 800],
    fallback: 800,
    transparent: false,
  },
  // A card that also opens large (the tour gallery's lightbox): up to a desktop screen's width.
  gallery: {
    design: [1600, 900],
    aspect: 4 / 3,
    widths: [400, 800, 1600],
    fallback: 800,
    transparent: false,
  },
  car: { design: [960, 480], aspect: 2, widths: [480, 960], fallback: 960, transparent: true },
};
