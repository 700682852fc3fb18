import type { Plugin } from 'vite';
import { inlineBootScript } from '../src/lib/boot.ts';

/** Puts the boot script (src/lib/boot.ts) into the page template, in the dev server and the build. */
export function bootScript(): Plugin {
  return {
    name: 'boot-script',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace('<!--app-boot-->', `<script data-boot>${inlineBootScript()}</script>`),
    },
  };
}
