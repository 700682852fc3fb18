/**
 * What `use-sync-external-store/shim` gives @lingui/react: React 19's own hook. The shim is for
 * React 17 and older, and its 2 KB would be in every page's first load (vite.config.ts aliases it
 * here).
 */
export { useSyncExternalStore } from 'react';
