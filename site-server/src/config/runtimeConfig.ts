// The parts of the runtime config (shared-ui/src/config, read from the file on every request)
// that the site server itself reads. Everything else passes through to the pages untouched.

export interface RuntimeConfig {
  remotes?: Record<string, unknown>;
  apiBaseUrl?: string;
  serverRender?: boolean;
  site?: { mapEmbedUrl?: string; videos?: { embedUrl?: string }[] };
  emailjs?: unknown;
  remoteOverrides?: { allow?: unknown; maxAgeHours?: unknown };
  [key: string]: unknown;
}

/** Reads the runtime config (it throws when the file cannot be read or parsed). */
export type ReadRuntimeConfig = () => RuntimeConfig;
