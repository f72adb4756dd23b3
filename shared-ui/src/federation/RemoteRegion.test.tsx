import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteIncompatibleError, registerSiteRemotes, resetRemote } from './loadRemoteModule';
import { RemoteRegion } from './RemoteRegion';

// The federation runtime stands in (as in shell/src/test/federationRuntimeMock.tsx): each test says
// what a load gives.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;

/** React 19 suspends inside act: the render is awaited so the load's answer is rendered. */
async function renderAsync(node: ReactNode) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(node);
  });
  return result as ReturnType<typeof render>;
}

const moduleRendering = (text: string) => async (id: string) => ({
  default: (props: { who?: string }) => <p data-testid="remote-module">{`${text} ${id} for ${props.who ?? '-'}`}</p>,
});

describe('RemoteRegion in the browser', () => {
  beforeAll(() => registerSiteRemotes({ listings: 'https://listings.example.in/mf-manifest.json' }));
  beforeEach(() => {
    // A new registration: nothing cached from another test.
    resetRemote('listings');
    load.mockReset();
    register.mockClear();
    // The boundary reports each failure on the console; expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('waits for `after` before it loads anything (a fragment hydrated only when it comes near)', async () => {
    load.mockImplementation(moduleRendering('Loaded'));
    let open: () => void = () => undefined;
    const after = new Promise<void>((resolve) => (open = resolve));
    await renderAsync(
      <RemoteRegion remote="listings" expose="./LatestListings" loading={<p>Not yet</p>} after={after} />,
    );
    expect(screen.getByText('Not yet')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await act(async () => open());
    expect(await screen.findByTestId('remote-module')).toHaveTextContent('Loaded listings/LatestListings');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders the loaded module with its props, after the loading view', async () => {
    let answer: (value: unknown) => void = () => undefined;
    load.mockImplementation(
      (id: string) => new Promise((resolve) => (answer = () => resolve(moduleRendering('Loaded')(id)))),
    );
    await renderAsync(
      <RemoteRegion
        remote="listings"
        expose="./LatestListings"
        props={{ who: 'home' }}
        loading={<p>Loading listings</p>}
      />,
    );
    expect(screen.getByText('Loading listings')).toBeInTheDocument();
    await act(async () => answer(undefined));
    expect(await screen.findByTestId('remote-module')).toHaveTextContent('Loaded listings/LatestListings for home');
    expect(load).toHaveBeenCalledWith('listings/LatestListings');
  });

  it('shows the unavailable message with Retry when the load fails, and Retry loads again', async () => {
    const user = userEvent.setup();
    load.mockRejectedValueOnce(new Error('manifest 502')).mockImplementation(moduleRendering('Back'));
    await renderAsync(<RemoteRegion remote="listings" expose="./BudgetGallery" label="Budget gallery" />);
    expect(await screen.findByText('Budget gallery is unavailable right now')).toBeInTheDocument();
    expect(
      screen.getByText('This part of the site could not be loaded. The rest of the site still works.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => user.click(screen.getByRole('button', { name: 'Retry' })));
    // The remote is registered again so its manifest is fetched anew.
    expect(register).toHaveBeenCalledWith(
      [{ name: 'listings', entry: 'https://listings.example.in/mf-manifest.json' }],
      { force: true },
    );
    expect(await screen.findByTestId('remote-module')).toHaveTextContent('Back listings/BudgetGallery');
    expect(screen.queryByText(/unavailable right now/)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('names the remote when no label is given; a failed retry shows the message again', async () => {
    const user = userEvent.setup();
    load.mockRejectedValue(new Error('down'));
    await renderAsync(<RemoteRegion remote="listings" expose="./LatestListings" />);
    expect(await screen.findByText('Property listings is unavailable right now')).toBeInTheDocument();
    await act(async () => user.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('Property listings is unavailable right now')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the message when the loaded module throws while rendering, and nothing when quiet', async () => {
    load.mockImplementation(async () => ({
      default: () => {
        throw new Error('render bug');
      },
    }));
    const { container } = await renderAsync(
      <>
        <RemoteRegion remote="listings" expose="./SearchForm" label="Search" />
        <div data-testid="quiet">
          <RemoteRegion remote="listings" expose="./PopularProperties" quietOnFailure />
        </div>
        <p>rest of the page</p>
      </>,
    );
    expect(await screen.findByText('Search is unavailable right now')).toBeInTheDocument();
    expect(screen.getByTestId('quiet')).toBeEmptyDOMElement();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    expect(container.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });

  it('links no style sheet itself in the browser (there the remote’s own code loads its CSS)', async () => {
    load.mockImplementation(moduleRendering('Loaded'));
    const { container } = await renderAsync(<RemoteRegion remote="listings" expose="./LatestListings" />);
    await screen.findByTestId('remote-module');
    expect(container.querySelector('link')).toBeNull();
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it('shows an incompatible remote’s message with its versions, with no second warning of its own', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const detail = 'listings build listings-4b1c2d3 needs shared-ui ^1.3.0; this site has shared-ui 1.0.0';
    load.mockRejectedValue(
      new RemoteIncompatibleError('listings', {
        ok: false,
        reason: 'needs-shared-ui',
        buildId: 'listings-4b1c2d3',
        detail,
      }),
    );
    await renderAsync(<RemoteRegion remote="listings" expose="./BudgetGallery" label="Project Gallery" />);
    expect(await screen.findByText('Project Gallery is unavailable right now')).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });
});
