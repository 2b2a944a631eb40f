// Supabase Edge entry point. The logic lives in handler.ts so that the local stack and the
// tests run the very same code under Node.
import { createHandler } from './handler.ts';

Deno.serve(createHandler((key) => Deno.env.get(key)));
