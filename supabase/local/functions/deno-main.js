/* global Deno */
// Runs one function's index.ts (Deno.args[0], a file URL) as the Edge Runtime loads it, and ends
// with the stack that started it: stdin is the stack's pipe, closed by the kernel however the
// stack exits (even killed), so no function outlives it holding a port.
(async () => {
  const buffer = new Uint8Array(64);
  while ((await Deno.stdin.read(buffer)) !== null);
  Deno.exit(0);
})();
await import(Deno.args[0]);
