import { FUNCTIONS_BASE_PATH } from '#shared/schemas/constants.ts';

type Env = Partial<Record<'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY', string | undefined>>;

/**
 * Where the functions live and the headers Supabase's gateway expects. With VITE_SUPABASE_URL
 * unset, the local stack on the site's own origin (server/start.ts). For the forms
 * (send-notification.ts) and the lifecycle's pages (lifecycle-client.ts), which need no
 * functions client: on its own, so they do not load one.
 */
export function functionsConfig(
  env: Env = import.meta.env as Env,
  origin = globalThis.location?.origin ?? 'http://localhost',
): { url: string; headers: Record<string, string> } {
  const base = env.VITE_SUPABASE_URL?.trim().replace(/\/+$/, '') || origin;
  const key = env.VITE_SUPABASE_ANON_KEY?.trim();
  const headers: Record<string, string> = {};
  if (key) {
    headers.apikey = key;
    // A legacy anon key is a JWT and goes in Authorization too; the new publishable keys
    // (sb_publishable_…) are not JWTs and are sent as apikey only, as supabase-js does.
    if (!key.startsWith('sb_')) headers.Authorization = `Bearer ${key}`;
  }
  return { url: `${base}${FUNCTIONS_BASE_PATH}`, headers };
}
