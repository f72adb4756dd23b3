/**
 * The query helpers remotes use with RTK Query. Not part of the shared 'shared-ui' module: they
 * import Redux code, which the shell's first paint must not load, so each remote bundles them
 * (they keep no state of their own; the server page they read is shared-ui's).
 */
export { serverReady, useServerFetch, usePrefetchArg } from './src/ssr/serverQuery';
