import path from 'node:path';
import { loadEnv } from 'vite';

/**
 * The VITE_ variables a production build puts into the bundle: the environment's, and those of
 * the .env files Vite reads for it (.env, .env.production and their .local), the environment
 * winning, as in Vite. The policy in `_headers` must read the same: a VITE_SUPABASE_URL given
 * only in .env.production once made a bundle that posted to Supabase under a policy that
 * allowed only the site itself, and the browser blocked every form. Build time only: `npm
 * start`'s server reads its environment (platform/security-headers.ts).
 */
export function buildEnv(root = path.resolve(import.meta.dirname, '..')): Record<string, string> {
  return loadEnv('production', root, 'VITE_');
}
