import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when the module is the script node was started with (import.meta.main needs Node 24). */
export function isMain(meta: ImportMeta): boolean {
  return Boolean(process.argv[1]) && path.resolve(process.argv[1]!) === fileURLToPath(meta.url);
}
