import { parseRuntimeConfig, setRuntimeConfig } from 'shared-ui';
import { TEST_API_ORIGIN } from 'shared-ui/testing';
import sample from 'shared-ui/src/config/sample-runtime-config.json';

/** The sample runtime config with the API at the mocks' origin (Node's fetch needs absolute URLs). */
export function useTestApiHost(): void {
  const parsed = parseRuntimeConfig({ ...sample, apiBaseUrl: TEST_API_ORIGIN });
  if (!parsed.ok) throw new Error(parsed.error);
  setRuntimeConfig(parsed.config);
}
