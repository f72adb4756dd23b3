import { render } from '@testing-library/react';
import { parseRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import sample from '../config/sample-runtime-config.json';
import { RealEstateAgentJsonLd } from './RealEstateAgentJsonLd';

function useConfig(site: Record<string, unknown>) {
  const r = parseRuntimeConfig({ ...sample, site: { ...sample.site, ...site } });
  if (!r.ok) throw new Error(r.error);
  setRuntimeConfig(r.config);
}

const jsonLd = (container: HTMLElement) => container.querySelector('script[type="application/ld+json"]');

describe('RealEstateAgentJsonLd', () => {
  it("carries the config's firm on the page's origin", () => {
    useConfig({});
    const { container } = render(<RealEstateAgentJsonLd />);
    const data: unknown = JSON.parse(jsonLd(container)?.textContent ?? 'null');
    expect(data).toMatchObject({
      '@type': 'RealEstateAgent',
      name: sample.site.name,
      telephone: sample.site.phone,
      url: 'http://localhost/',
      address: { postalCode: '201305', addressLocality: 'Noida' },
    });
  });

  it('a name holding </script> cannot close the script element', () => {
    useConfig({ name: 'Acme</script><b>x</b>' });
    const { container } = render(<RealEstateAgentJsonLd />);
    const script = jsonLd(container);
    expect(script?.innerHTML).not.toContain('</script>');
    expect(script?.innerHTML).toContain('\\u003c/script>');
    expect(JSON.parse(script?.textContent ?? 'null')).toMatchObject({ name: 'Acme</script><b>x</b>' });
  });
});
