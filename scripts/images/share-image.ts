import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { shareImage } from '../../src/content/share-image.ts';

/**
 * Writes the link preview's picture (src/content/share-image.ts) from the home poster's master:
 * rendered at the preview's width in 16:9, it loses a strip at the foot (the river's near bank)
 * for 1.91:1, and keeps the fortress and the cathedral. A progressive JPEG from mozjpeg: the
 * format every messenger and network reads.
 */
export async function writeShareImage(
  publicDir: string,
  render: (width: number) => Promise<Buffer>,
): Promise<string> {
  const { width, height } = shareImage;
  const data = await sharp(await render(width))
    .resize(width, height, { fit: 'cover', position: 'top' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  const file = join(publicDir, shareImage.path);
  await writeFile(file, data);
  return file;
}
