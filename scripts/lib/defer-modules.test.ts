import { describe, expect, it } from 'vitest';
import { deferModules } from './defer-modules.ts';

const page = [
  '<head><script data-boot>boot()</script>',
  '<link rel="manifest" href="/manifest.webmanifest">',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react.js">',
  '<link rel="modulepreload" crossorigin href="/assets/home.js"></head>',
].join('\n');

describe('deferModules', () => {
  it('hands the entry, its modules and the manifest to the boot script', () => {
    const out = deferModules(page);
    expect(out).toContain(
      '<script data-boot data-entry="/assets/index.js" ' +
        'data-modules="/assets/react.js /assets/home.js" ' +
        'data-manifest="/manifest.webmanifest">boot()</script>',
    );
    expect(out).not.toMatch(/<script type="module"|rel="modulepreload"|rel="manifest"/);
  });

  it('leaves a page without the boot script as it is', () => {
    const plain = page.replace('<script data-boot>boot()</script>', '');
    expect(deferModules(plain)).toBe(plain);
  });
});
