import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build } from 'vite';
import { builtAddresses } from '../platform/cache-rules.ts';
import { isMain } from '../platform/is-main.ts';
import { headersFile } from './site-files.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

/** The SSR bundle first (the prerenderer needs it), then the client build that prerenders. */
export async function buildSite(): Promise<void> {
  await rm(dist, { recursive: true, force: true });
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', emptyOutDir: true },
  });
  await build({ root, logLevel: 'info' });
  // Last, when every file is in dist/ (the worker comes after the prerendered pages): its
  // caching rules name the built addresses.
  const index = await readFile(path.join(dist, 'index.html'), 'utf8');
  await writeFile(path.join(dist, '_headers'), headersFile(index, builtAddresses(dist)));
  const count = await precompress(dist);
  console.log(`precompressed ${count} files (brotli + gzip)`);
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|xml|txt|po|ico)$/;

/** Writes .br and .gz next to each text file so the server never compresses on the fly. */
async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!COMPRESSIBLE.test(file) || !(await stat(file)).isFile()) continue;
    const data = await readFile(file);
    if (data.length < 512) continue;
    await writeFile(
      `${file}.br`,
      await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
    count++;
  }
  return count;
}

if (isMain(import.meta)) {
  // `npm start` passes --if-missing: an existing build is served as it is.
  const built = existsSync(path.join(dist, 'index.html'));
  if (process.argv.includes('--if-missing') && built) {
    console.log('Serving the existing build in dist/ (npm run build makes a new one).');
  } else {
    if (process.argv.includes('--if-missing'))
      console.log('No build found: building the site first…');
    await buildSite();
  }
}
