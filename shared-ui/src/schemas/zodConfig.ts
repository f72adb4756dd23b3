import { z } from 'zod';

// Zod's JIT probes `new Function('')`, which the site's content security policy forbids (no
// 'unsafe-eval'): the probe would be reported as a violation on every page. Jitless parsing
// is fast enough for config and form payloads.
z.config({ jitless: true });

export { z };
