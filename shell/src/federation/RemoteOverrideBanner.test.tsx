import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { parseRuntimeConfig } from 'shared-ui';
import sample from 'shared-ui/src/config/sample-runtime-config.json';
import RemoteOverrideBanner from './RemoteOverrideBanner';
import { RemoteOverrideSlot } from './RemoteOverrideSlot';
import { OVERRIDE_STORAGE_KEY, startOverride } from './remoteOverride';
import { mayHaveOverride, setActiveOverride } from './overrideState';

const manifest = 'http://localhost:6690/mf-manifest.json';
const override = { remote: 'finance', url: manifest } as const;

function allowingConfig() {
  const parsed = parseRuntimeConfig({
    ...sample,
    remotes: { finance: 'http://localhost:3003/mf-manifest.json' },
    remoteOverrides: { allow: ['http://localhost:*'] },
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.config;
}

describe('RemoteOverrideSlot', () => {
  afterEach(() => setActiveOverride(null));

  it('shows nothing without an override, and nothing in the server render', () => {
    const { container } = render(<RemoteOverrideSlot />);
    expect(container).toBeEmptyDOMElement();
    setActiveOverride(override);
    expect(renderToString(<RemoteOverrideSlot />)).toBe('');
  });

  it('loads the banner when an override is active', async () => {
    setActiveOverride(override);
    render(<RemoteOverrideSlot />);
    expect(await screen.findByRole('region', { name: 'Remote override' })).toBeInTheDocument();
  });
});

describe('RemoteOverrideBanner', () => {
  it('names the override and resets it in one click', async () => {
    window.history.replaceState(null, '', `/emi-calculator?remote-override=finance=${manifest}`);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    startOverride(allowingConfig(), { serverRendered: false });
    const navigate = jest.fn();
    await act(async () => render(<RemoteOverrideBanner override={override} navigate={navigate} />));
    const banner = screen.getByRole('region', { name: 'Remote override' });
    expect(banner).toHaveTextContent(`Remote override: Home-loan calculators (finance) is loaded from ${manifest}`);
    await userEvent.click(screen.getByRole('button', { name: 'Reset override' }));
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain('remote-override');
    expect(navigate).toHaveBeenCalledWith('http://localhost/emi-calculator');
  });
});

describe('mayHaveOverride', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'remote-override=; Path=/; Max-Age=0';
    window.history.replaceState(null, '', '/');
  });

  it('is false when the config allows none, whatever the page carries', () => {
    const off = { ...allowingConfig(), remoteOverrides: undefined };
    window.history.replaceState(null, '', `/?remote-override=finance=${manifest}`);
    expect(mayHaveOverride(off)).toBe(false);
    expect(mayHaveOverride({ ...off, remoteOverrides: { allow: [] } })).toBe(false);
  });

  it('is true for an address, a remembered override or the server’s cookie', () => {
    const config = allowingConfig();
    expect(mayHaveOverride(config)).toBe(false);
    localStorage.setItem(OVERRIDE_STORAGE_KEY, `${Math.floor(Date.now() / 1000)}:finance=${manifest}`);
    expect(mayHaveOverride(config)).toBe(true);
    localStorage.clear();
    document.cookie = 'remote-override=x; Path=/';
    expect(mayHaveOverride(config)).toBe(true);
    document.cookie = 'remote-override=; Path=/; Max-Age=0';
    window.history.replaceState(null, '', `/?remote-override=finance=${manifest}`);
    expect(mayHaveOverride(config)).toBe(true);
  });
});
