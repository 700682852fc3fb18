// Supabase Edge Function entry: wires the shared handler to Deno.serve. Everything else lives
// in ../_shared so Node (local stack, vitest) runs the very same code. Imported by relative path,
// as Supabase's documented layout does: a prefix import map ("#shared/") failed to deploy.
import { createFunctionFromEnv } from '../_shared/function-env.ts';

const { handler } = await createFunctionFromEnv((name) => Deno.env.get(name));

Deno.serve((req, info) => {
  const addr = info.remoteAddr as { hostname?: string };
  return handler(req, { remoteAddr: addr.hostname });
});
