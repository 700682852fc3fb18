import sharp from 'sharp';

const cache = new Map<string, Promise<Buffer>>();

/**
 * A neutral-grey paper texture (fine grain over a faint mottling) to soft-light blend over a
 * rendered scene, so the flat inks read as printed on poster paper. Seeded, so it is
 * reproducible.
 */
export function paperTexture(width: number, height: number, strength = 1): Promise<Buffer> {
  const key = `${width}x${height}@${strength}`;
  let hit = cache.get(key);
  if (!hit) {
    const scale = width / 1600;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<filter id="t" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="${(0.0035 / scale).toFixed(5)} ${(0.006 / scale).toFixed(5)}" numOctaves="3" seed="7" result="m"/>
<feTurbulence type="fractalNoise" baseFrequency="${(0.75 / scale).toFixed(4)}" numOctaves="1" seed="11" result="g"/>
<feComposite in="m" in2="g" operator="arithmetic" k2="${(0.22 * strength).toFixed(3)}" k3="${(0.15 * strength).toFixed(3)}" k4="${(0.5 - 0.185 * strength).toFixed(3)}"/>
<feColorMatrix type="matrix" values="0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0 0 0 0 1"/>
</filter>
<rect width="100%" height="100%" filter="url(#t)"/>
</svg>`;
    hit = sharp(Buffer.from(svg)).png().toBuffer();
    cache.set(key, hit);
  }
  return hit;
}
