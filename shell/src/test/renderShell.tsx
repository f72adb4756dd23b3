import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'shared-ui/router';
import { parseRuntimeConfig, setRuntimeConfig } from 'shared-ui';
import { SiteRoutes } from '../app/routes';
import sample from 'shared-ui/src/config/sample-runtime-config.json';

/**
 * Renders the shell's real route table at a path, with the sample runtime config. Awaited: remote
 * regions suspend while their module loads, and React settles them inside an awaited act.
 */
export async function renderShell(path: string) {
  const parsed = parseRuntimeConfig(sample);
  if (!parsed.ok) throw new Error(parsed.error);
  setRuntimeConfig(parsed.config);
  const seen: { location: Location | null } = { location: null };
  function LocationProbe() {
    seen.location = useLocation();
    return null;
  }
  const result = await act(async () =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <SiteRoutes />
        <LocationProbe />
      </MemoryRouter>,
    ),
  );
  return { ...result, location: () => seen.location };
}
