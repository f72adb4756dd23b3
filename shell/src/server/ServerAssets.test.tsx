/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerAssets, StartScript, pagePreloadsScript, type PageAssets } from './ServerAssets';

const assets: PageAssets = {
  start: '/js/page-start.0123abcd.js',
  scripts: ['/js/main.1.js'],
  styles: ['/css/shell.css'],
  preloads: ['/js/react.2.js', '/js/router.3.js'],
  icon: null,
};

describe('ServerAssets', () => {
  it('links the style sheet and preloads no script early when the build has a start script', () => {
    const html = renderToStaticMarkup(<ServerAssets assets={assets} />);
    expect(html).toBe('<link rel="stylesheet" href="/css/shell.css" data-precedence="shell"/>');
  });

  it('starts the page with one script, not async (the body is parsed after the styles), that names the others', () => {
    const html = renderToStaticMarkup(<StartScript assets={assets} />);
    const script = /^<script src="\/js\/page-start\.0123abcd\.js" data-scripts="([^"]*)" data-preloads="([^"]*)">/.exec(
      html,
    );
    expect(html).not.toMatch(/\s(async|defer)\b/);
    const attr = (s: string) => JSON.parse(s.replaceAll('&quot;', '"')) as unknown;
    expect(script && [attr(script[1]!), attr(script[2]!)]).toEqual([assets.scripts, assets.preloads]);
  });

  it('without a start script (an older build) preloads the scripts as before', () => {
    const older = { ...assets, start: undefined };
    const html = renderToStaticMarkup(<ServerAssets assets={older} />);
    expect(html).toContain('<link rel="preload" as="script" href="/js/react.2.js" fetchPriority="low"/>');
    expect(renderToStaticMarkup(<StartScript assets={older} />)).toBe('');
  });
});

describe('pagePreloadsScript', () => {
  it('lists the URLs as a JSON data block the start script reads, with nothing that could end it early', () => {
    expect(pagePreloadsScript(['http://r.test/mf-manifest.json', 'http://r.test/a.js?x=</script>&y'])).toBe(
      '<script type="application/json" id="page-preloads">' +
        '["http://r.test/mf-manifest.json","http://r.test/a.js?x=\\u003c/script\\u003e\\u0026y"]</script>',
    );
    const json = /<script[^>]*>(.*)<\/script>$/.exec(pagePreloadsScript(['http://r.test/a.js?x=</script>']))?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(['http://r.test/a.js?x=</script>']);
  });

  it('writes nothing for a page without preloads', () => {
    expect(pagePreloadsScript([])).toBe('');
  });
});
