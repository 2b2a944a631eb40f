import { config, z } from 'zod';

// The CSP has no 'unsafe-eval': zod's JIT probes `new Function`, which browsers report as a
// CSP violation even though zod catches it. Every schema imports `z` from here, so the
// interpreter mode is set before the first parse.
config({ jitless: true });

export { z };
