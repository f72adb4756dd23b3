import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { defineRemoteRoutes } from './defineRemoteRoutes';
import { RemoteRegion } from './RemoteRegion';

function Root({ children }: { children: ReactNode }) {
  return <div data-testid="root">{children}</div>;
}

const FinanceRoutes = defineRemoteRoutes('finance', Root, {
  'check-loan-eligibility': [{ element: <h1>Lead</h1> }],
  'eligibility-check': [{ element: <h1>Eligibility</h1>, data: <p>prefetching</p> }],
  'emi-calculator': [{ element: <h1>EMI</h1> }, { path: 'table/:years', element: <h1>EMI table</h1> }],
});

function openAt(path: string) {
  const segment = path.split('/')[1] ?? '';
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`/${segment}/*`} element={<FinanceRoutes segment={segment} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('defineRemoteRoutes', () => {
  it('renders a segment index screen inside the remote root', () => {
    openAt('/check-loan-eligibility');
    expect(screen.getByRole('heading', { name: 'Lead' })).toBeInTheDocument();
    expect(screen.getByTestId('root')).toContainElement(screen.getByRole('heading'));
  });

  it('renders a relative path and the data element beside the screen', () => {
    openAt('/emi-calculator/table/20');
    expect(screen.getByRole('heading', { name: 'EMI table' })).toBeInTheDocument();
    openAt('/eligibility-check');
    expect(screen.getByText('prefetching')).toBeInTheDocument();
  });

  it.each(['/emi-calculator/nope', '/check-loan-eligibility/a/b', '/blog', '/constructor'])(
    '%s is the 404 screen',
    (path) => {
      openAt(path);
      expect(screen.getByText(`404 Not Found: there is no page at ${path}`)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1, name: /Lead|EMI|Eligibility/ })).toBeNull();
    },
  );

  it('names the component after its remote', () => {
    expect(FinanceRoutes.displayName).toBe('RemoteRoutes(finance)');
  });

  it('takes exactly the segments and exposes the registry gives (a typo fails the type check)', () => {
    // @ts-expect-error 'emi-calculator' is missing
    defineRemoteRoutes('finance', Root, { 'check-loan-eligibility': [], 'eligibility-check': [] });
    defineRemoteRoutes('finance', Root, {
      'check-loan-eligibility': [],
      'eligibility-check': [],
      'emi-calculator': [],
      // @ts-expect-error blog is content's segment
      blog: [],
    });
    const regions = [
      <RemoteRegion key="ok" remote="listings" expose="./PopularProperties" />,
      // @ts-expect-error a typo in the expose name
      <RemoteRegion key="typo" remote="listings" expose="./PopularProperty" />,
      // @ts-expect-error finance exposes no NewsFeed
      <RemoteRegion key="foreign" remote="finance" expose="./NewsFeed" />,
    ];
    expect(regions).toHaveLength(3);
  });
});
