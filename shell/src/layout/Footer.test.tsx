import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router';
import { parseRuntimeConfig, setRuntimeConfig } from 'shared-ui';
import sample from 'shared-ui/src/config/sample-runtime-config.json';
import { Footer } from './Footer';

function renderFooter(site: Record<string, unknown>) {
  const parsed = parseRuntimeConfig({ ...sample, site: { ...sample.site, ...site } });
  if (!parsed.ok) throw new Error(parsed.error);
  setRuntimeConfig(parsed.config);
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

describe('footer', () => {
  it("states the firm's agent registration from the runtime config, a sample number as a sample", () => {
    const footer = renderFooter({});
    expect(footer).toHaveTextContent(
      'UP-RERA agent registration: UPRERAAGT10202 (sample number, not a real registration)',
    );
  });

  it("states a firm's own number as it is", () => {
    renderFooter({ agentRegistration: { authority: 'UP-RERA', number: 'UPRERAAGT12345' } });
    expect(screen.getByText(/agent registration/).textContent).toBe('UP-RERA agent registration: UPRERAAGT12345');
  });

  it('states no registration when the config has none', () => {
    expect(renderFooter({ agentRegistration: undefined })).not.toHaveTextContent('agent registration');
  });
});
