import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumLaunch } from '../playwright.config.ts';
import { createStaticSite } from '../platform/static-site.ts';
import { pathOf } from '../src/content/page-paths.ts';
import { LOCALES } from '../src/lib/locales.ts';
import { openAt } from '../tests/e2e/support/readiness.ts';
import { screenshotFor } from './vite-plugin-manifest-i18n.ts';

/**
 * The web app manifest's screenshots, taken from the real site (npm run screenshots), so the
 * install dialog shows what the visitor gets, in each language's home page. Run after a build;
 * writes public/screenshots/.
 */
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'public/screenshots');
const shots = [
  { file: 'home-narrow.webp', width: 390, height: 844 },
  { file: 'home-wide.webp', width: 1440, height: 900 },
];

mkdirSync(out, { recursive: true });
const port = 4590;
// The built site as npm start serves it; the screenshots need no backend.
const site = createStaticSite(path.join(root, 'dist'));
const server = createServer((req, res) => site(req, res));
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const browser = await chromium.launch(chromiumLaunch);
try {
  for (const locale of LOCALES) {
    for (const shot of shots) {
      const page = await browser.newPage({
        viewport: { width: shot.width, height: shot.height },
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
        // A browser of the page's language: a German page would offer English to any other.
        locale: locale === 'de' ? 'de-AT' : 'en-GB',
      });
      // Drawn whole, in the web fonts, the splash gone: the app's own signals.
      await openAt(page, `http://127.0.0.1:${port}${pathOf('home', locale)}`, 'settled');
      const file = path.basename(screenshotFor(`/screenshots/${shot.file}`, locale));
      // WebP: a tenth of the PNG's bytes for the install dialog.
      await sharp(await page.screenshot())
        .webp({ quality: 82 })
        .toFile(path.join(out, file));
      await page.close();
      console.log(`wrote public/screenshots/${file}`);
    }
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
}
