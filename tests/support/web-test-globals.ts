import { CompressionStream, DecompressionStream } from 'node:stream/web';

/**
 * What browsers and workers have and happy-dom's window lacks. Under Vitest's `vmThreads` pool
 * (vitest.config.ts) a test file sees only that window, not Node's own globals: Node's
 * compression streams are the same standard ones (the service worker's precached pages are
 * gzipped, sw/pages.ts).
 */
Object.assign(globalThis, { CompressionStream, DecompressionStream });
