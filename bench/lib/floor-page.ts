import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';

/** The floor's hero: about this many bytes, as wide as a phone at DPR 1.75 needs (412 × 1.75). */
const HERO_BYTES = 60_000;
const HERO_WIDTH = 1024;

/**
 * Writes the floor page into `dir`: static HTML with one heading, one paragraph and one hero
 * image of about 60 KB with explicit width and height, and no script. The image is named like the
 * site's hashed photos (`img/<name>.<hash>.<width>.webp`) so the same server caches it the same.
 */
export async function writeFloorPage(
  dir: string,
  publicImgDir: string,
): Promise<{ bytes: number }> {
  const source = await heroSource(publicImgDir);
  const { data, width, height } = await encodeNear(source, HERO_BYTES);
  await mkdir(path.join(dir, 'img'), { recursive: true });
  await writeFile(path.join(dir, 'img', `floor-hero.0f100f10.${width}.webp`), data);
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Floor page</title>
    <link rel="icon" href="data:,">
    <meta name="description" content="The fastest page this server can deliver: the benchmark's floor.">
    <style>body{margin:0;font-family:system-ui,sans-serif}img{display:block;width:100%;height:auto}main{padding:0 1rem}</style>
  </head>
  <body>
    <img src="/img/floor-hero.0f100f10.${width}.webp" width="${width}" height="${height}" alt="Salzburg">
    <main>
      <h1>Chauffeur service in Salzburg</h1>
      <p>Static HTML, one heading, one paragraph and one hero image of about 60 KB, no script.</p>
    </main>
  </body>
</html>
`;
  // Precompressed like the build's HTML, so the server answers with brotli as it does for the site.
  await writeFile(path.join(dir, 'index.html'), html);
  await writeFile(path.join(dir, 'index.html.br'), brotliCompressSync(html));
  await writeFile(path.join(dir, 'index.html.gz'), gzipSync(html, { level: 9 }));
  return { bytes: data.length };
}

async function heroSource(publicImgDir: string): Promise<string> {
  const files = await readdir(publicImgDir);
  const hero =
    files.find((file) => /^home-hero\..+\.2400\.webp$/.test(file)) ??
    files.find((f) => f.endsWith('.webp'));
  if (!hero) throw new Error(`no webp photo in ${publicImgDir}`);
  return path.join(publicImgDir, hero);
}

/** Binary search on the WebP quality for the encoding closest to `target` bytes. */
async function encodeNear(source: string, target: number) {
  const encode = (quality: number) =>
    sharp(source).resize(HERO_WIDTH).webp({ quality }).toBuffer({ resolveWithObject: true });
  let best = await encode(80);
  let [low, high] = [1, 100];
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const result = await encode(quality);
    if (Math.abs(result.data.length - target) < Math.abs(best.data.length - target)) best = result;
    if (result.data.length < target) low = quality + 1;
    else high = quality - 1;
  }
  return { data: best.data, width: best.info.width, height: best.info.height };
}
