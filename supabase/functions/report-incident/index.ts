// Supabase Edge entry point; the logic lives in handler.ts (run by the local stack under Node too).
import { createHandler } from './handler.ts';

Deno.serve(createHandler((key) => Deno.env.get(key)));
