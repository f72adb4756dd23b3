import { config } from 'zod/mini';

// zod/mini, imported by name, tree-shakes to the few checks used (full zod is ~90 KB gzip).
// Jitless, because zod's JIT probes `new Function('')`, which the site's content security policy
// forbids (no 'unsafe-eval') and would report as a violation on every page.
config({ jitless: true });
