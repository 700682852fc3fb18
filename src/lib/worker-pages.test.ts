import { describe, expect, it } from 'vitest';
import {
  emptyStyles,
  isWorkerPage,
  restoreStyles,
  SMALLEST_SHARED_STYLE,
  workerPageFile,
} from './worker-pages.ts';

const SHELL = 'body{margin:0}'.repeat(Math.ceil(SMALLEST_SHARED_STYLE / 14));
const HERO = '.hero{min-height:60vh}'.repeat(80);
const FONTS = '@font-face{font-family:Inter}';
const files: Record<string, string> = {
  '/assets/page-style-Ab3_x-9.css': SHELL,
  '/assets/page-hero-Cjbv604.css': HERO,
};
const fileOf = (text: string) => Object.keys(files).find((file) => files[file] === text)!;
const read = async (file: string) => files[file];

const page =
  `<!doctype html><html><head><style>${SHELL}</style>` +
  `<style id="web-fonts" media="not all">${FONTS}</style>` +
  `<style>${HERO}</style><link rel="stylesheet" href="/assets/page-hero-Cjbv604.css" disabled>` +
  `</head><body><h1>Eagle's Nest</h1><style>${HERO}</style></body></html>`;

describe("the worker's copy of a page", () => {
  it('names each large style element by its stylesheet, and keeps small ones', () => {
    const copy = emptyStyles(page, fileOf);
    expect(copy).not.toContain(SHELL);
    expect(copy).not.toContain(HERO);
    expect(copy).toContain(`<style id="web-fonts" media="not all">${FONTS}</style>`);
    expect(copy).toContain('<style data-file="/assets/page-style-Ab3_x-9.css"></style>');
    expect(copy.length).toBeLessThan(page.length - SHELL.length - HERO.length);
  });

  it('gives the page back byte for byte', async () => {
    expect(await restoreStyles(emptyStyles(page, fileOf), read)).toBe(page);
  });

  it('keeps the attributes of an emptied style element', async () => {
    const media = `<style media="print">${HERO}</style>`;
    const copy = emptyStyles(media, fileOf);
    expect(copy).toBe('<style media="print" data-file="/assets/page-hero-Cjbv604.css"></style>');
    expect(await restoreStyles(copy, read)).toBe(media);
  });

  it('is no page when a stylesheet cannot be read', async () => {
    const copy = emptyStyles(page, fileOf);
    expect(await restoreStyles(copy, async () => undefined)).toBeUndefined();
  });

  it('lies in its own folder under a name no page has', () => {
    expect(workerPageFile('en/index.html')).toBe('worker-pages/en/index.page');
    expect(isWorkerPage(`/${workerPageFile('flughafen.html')}`)).toBe(true);
    expect(isWorkerPage('/flughafen.html.gz')).toBe(false);
    expect(isWorkerPage('/worker-pages/notes.css')).toBe(false);
  });
});
