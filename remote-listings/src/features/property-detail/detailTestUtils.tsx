import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { parseRuntimeConfig, setRuntimeConfig } from 'shared-ui';
import type { ReactElement } from 'react';
import { makeStore } from '../../store/makeStore';
import { listItemFixture } from './parseDetail.fixture';

// Test helpers for the detail pages: a fresh store per render, the real route path, and a fetch
// that answers from a table of URL paths.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const sample = require('shared-ui/src/config/sample-runtime-config.json') as Record<string, unknown>;

/** The runtime config with an absolute API base (Node's Request needs absolute URLs). */
export function installTestRuntimeConfig(): void {
  const parsed = parseRuntimeConfig({ ...sample, apiBaseUrl: 'http://api.test' });
  if (!parsed.ok) throw new Error(parsed.error);
  setRuntimeConfig(parsed.config);
}

export type Answer = { status: number; body: unknown } | 'network-error';

/** Installs a fetch mock: each call is answered by the first route whose path the URL ends with. */
export function mockFetch(routes: Record<string, Answer | (() => Answer)>): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url).pathname;
    const entry = routes[path];
    const answer = typeof entry === 'function' ? entry() : entry;
    if (!answer) return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'no route' }), { status: 404, headers: { 'content-type': 'application/json' } });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

export function fetchedPaths(fn: jest.Mock): string[] {
  return fn.mock.calls.map(([input]) => new URL(typeof input === 'string' ? input : (input as Request).url).pathname);
}

export function renderAt(path: string, routePath: string, element: ReactElement) {
  const store = makeStore();
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...utils };
}

export const residentialSample = {
  id: 1,
  p_id: 1,
  property_name: 'Amrapali Silicon City',
  builder_name: 'Amrapali Group',
  title: '3 BHK Apartment in Amrapali Silicon City, Sector 76',
  location: 'Sector 76, Noida',
  address: 'Tower J, Amrapali Silicon City, Sector 76, Noida, Uttar Pradesh 201301',
  images: JSON.stringify(['p-14-3.svg', 'p-14-4.svg', 'p-14-1.svg']),
  created_at: '2025-07-01T11:25:01.000Z',
  updated_at: '2025-07-06T11:25:01.000Z',
  bedroom: 3,
  bathroom: 4,
  description: '<p>Bright 3 BHK.</p><script>window.__hacked = true</script><img src="/x.svg" onerror="window.__hacked = true" alt="plan">',
  p_location: 'noida',
  price: 190,
  area: 1625,
  ownership: 'Leasehold',
  features: JSON.stringify(['Club House', 'Tennis Court', 'Yoga Deck']),
  property_status: 'New Launch',
  property_type: 'Apartment',
};

export const commercialSample = {
  ...residentialSample,
  id: 236,
  p_id: 236,
  property_name: 'Nirala Estate',
  builder_name: 'Nirala World',
  location: 'Sector 16, Gandhi Nagar',
  address: 'Unit 702, Nirala Estate, Gandhi Nagar',
  p_location: 'gandhi-nagar',
  price: 46,
  area: 535,
  bedroom: 0,
  bathroom: 1,
  lift: 6,
  washroom: 2,
  furnishing: 'Semi',
  features: JSON.stringify(['Fire Safety System', 'Visitor Parking', 'Food Court']),
  property_type: 'Office',
};

export const bestPropertyAnswer = {
  status: 200,
  best_property: [1, 31, 32, 33, 34, 35, 36].map((id) => listItemFixture(id)),
};
