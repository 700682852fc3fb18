import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { SHARE_PICTURE_SIZE, sharePicturePath } from '../../src/content/share-image.ts';

/**
 * Writes the link preview's picture of each hero slot (src/content/share-image.ts) from its
 * master: rendered at the preview's width in 16:9, it loses a strip at the foot for 1.91:1 (the
 * river's near bank on the home poster) and keeps the sights, which stand in the upper part of
 * every hero. A progressive JPEG from mozjpeg: the format every messenger and network reads.
 * Returns the files written.
 */
export async function writeSharePictures(
  publicDir: string,
  slots: readonly string[],
  render: (slot: string, width: number) => Promise<Buffer>,
): Promise<string[]> {
  const { width, height } = SHARE_PICTURE_SIZE;
  const files: string[] = [];
  for (const slot of slots) {
    const data = await sharp(await render(slot, width))
      .resize(width, height, { fit: 'cover', position: 'top' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    const file = join(publicDir, sharePicturePath(slot));
    await writeFile(file, data);
    files.push(file);
  }
  return files;
}
