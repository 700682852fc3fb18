import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetProblems, PHOTO_BUDGET, SCENE_BUDGET } from './budget.ts';
import { FLAG_DE, unionJack } from './flags.ts';
import { kebab } from '../../src/lib/kebab.ts';
import { sceneSvg } from './encode.ts';
import { pngToIco } from './ico.ts';
import { createRng } from './lib/rng.ts';
import { manifestFiles } from './manifest.ts';
import { SLOTS } from './slots.ts';

const ROOT = join(import.meta.dirname, '..', '..');

describe('image generator', () => {
  it('has a seeded, reproducible PRNG', () => {
    const a = createRng('homeHero');
    const b = createRng('homeHero');
    const xs = Array.from({ length: 50 }, () => a.next());
    expect(xs).toEqual(Array.from({ length: 50 }, () => b.next()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(createRng('other').next()).not.toBe(xs[0]);
  });

  it('names files in kebab case', () => {
    expect(kebab('carEClass')).toBe('car-e-class');
    expect(kebab('gallerySalzkammergut1')).toBe('gallery-salzkammergut-1');
    expect(kebab('homeHero')).toBe('home-hero');
  });

  it('builds every scene deterministically and without external references', () => {
    for (const [id, def] of Object.entries(SLOTS)) {
      const svg = sceneSvg(id, def, 320);
      expect(svg, id).toBe(sceneSvg(id, def, 320));
      expect(svg.startsWith('<svg'), id).toBe(true);
      expect(svg.replace('http://www.w3.org/2000/svg', ''), id).not.toMatch(/https?:|href=/);
      expect(svg, id).not.toMatch(/NaN|undefined/);
    }
  });

  it('holds scenes and photos each to their own ceilings and the set to the precache budget', () => {
    const scene = SCENE_BUDGET.card[400] ?? 0;
    const photo = PHOTO_BUDGET.card[400] ?? 0;
    const slot = (source: 'scene' | 'photo', bytes: number) => ({
      id: 'cardTest',
      kind: 'card' as const,
      encoded: {
        source,
        renditions: [{ w: 400, h: 300, format: 'avif' as const, file: 'x', bytes }],
      },
    });
    expect(budgetProblems([slot('scene', scene)])).toEqual([]);
    expect(budgetProblems([slot('scene', scene + 1)])).toEqual([
      expect.stringContaining('cardTest 400 avif (scene)'),
    ]);
    expect(budgetProblems([slot('photo', photo)])).toEqual([]);
    expect(budgetProblems([slot('photo', photo + 1)])).toEqual([
      expect.stringContaining('cardTest 400 avif (photo)'),
    ]);
    // 40 stand-ins at their ceiling break the stand-ins' share; 40 photos the whole precache.
    expect(budgetProblems(Array.from({ length: 40 }, () => slot('scene', scene)))).toEqual([
      expect.stringContaining('every stand-in'),
    ]);
    expect(budgetProblems(Array.from({ length: 40 }, () => slot('photo', photo)))).toEqual([
      expect.stringContaining('every slot'),
    ]);
  });

  it('assembles a valid PNG-in-ICO container', () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const ico = pngToIco([
      { size: 16, png },
      { size: 32, png },
    ]);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    expect(ico.readUInt8(6 + 16)).toBe(32);
    expect(ico.readUInt32LE(6 + 12)).toBe(6 + 32);
    expect(ico.subarray(6 + 32, 6 + 40)).toEqual(png);
  });

  it('draws 3:2 flags', () => {
    expect(FLAG_DE).toContain('viewBox="0 0 900 600"');
    expect(unionJack(900, 600)).toContain('viewBox="0 0 900 600"');
  });

  it('emits a formatted, typed manifest: an index and one module per slot', async () => {
    const index = join(ROOT, 'src', 'content', 'images.generated.ts');
    const files = await manifestFiles(
      [
        {
          id: 'homeHero',
          kind: 'hero',
          encoded: {
            width: 2400,
            height: 1350,
            placeholder: 'data:image/webp;base64,AA==',
            source: 'scene',
            renditions: [640, 1024, 1600, 2400].flatMap((w) =>
              (['avif', 'webp'] as const).map((format) => ({
                w,
                h: Math.round((w * 9) / 16),
                format,
                file: `home-hero.0123abcd.${w}.${format}`,
                bytes: 1,
              })),
            ),
          },
        },
      ],
      index,
    );
    expect(files.map((file) => file.path)).toEqual([
      index,
      join(ROOT, 'src', 'content', 'images', 'home-hero.ts'),
    ]);
    const [indexSource, slotSource] = files.map((file) => file.source);
    expect(indexSource).toContain('export interface ResponsiveImage {');
    expect(indexSource).toContain("export { homeHero } from './images/home-hero.ts';");
    expect(slotSource).toContain('export const homeHero: ResponsiveImage = {');
    expect(slotSource).toContain("fallback: '/img/home-hero.0123abcd.1024.webp'");
  });

  it('keeps the committed manifest in step with the slots and files', () => {
    const file = join(ROOT, 'src', 'content', 'images.generated.ts');
    if (!existsSync(file)) return;
    const index = readFileSync(file, 'utf8');
    const dir = join(ROOT, 'src', 'content', 'images');
    expect(readdirSync(dir).sort()).toEqual(
      Object.keys(SLOTS)
        .map((id) => `${kebab(id)}.ts`)
        .sort(),
    );
    for (const id of Object.keys(SLOTS)) {
      expect(index, id).toContain(`export { ${id} } from './images/${kebab(id)}.ts';`);
      const text = readFileSync(join(dir, `${kebab(id)}.ts`), 'utf8');
      expect(text, id).toContain(`export const ${id}: ResponsiveImage = {`);
      for (const [, src] of text.matchAll(/'\/img\/([^']+)'/g)) {
        expect(existsSync(join(ROOT, 'public', 'img', src ?? '')), src).toBe(true);
      }
    }
  });
});
